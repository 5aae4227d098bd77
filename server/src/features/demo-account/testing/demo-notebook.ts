import type { Draw, Tournament } from '@baseline/contract';
import { createDemoData } from '../../tennis/demo/demo-data.js';
import { fixturesOf, matchesOfDraw, type SeenPlayer } from '../../tennis/players/draw-matches.js';

/** The mention exactly as the contract writes it: three attributes in this order, the label after '@'. */
const MENTION_SPAN = /<span data-kind="(player|tournament)" data-id="([^"]*)" data-label="([^"]*)">@([^<]*)<\/span>/g;

export interface FoundMention {
  kind: string;
  id: string;
  /** Decoded: "Darragh O'Driscoll". */
  label: string;
  /** The text shown after '@', decoded: the same as the label in a well-formed mention. */
  shown: string;
}

/** The mentions of a tab's HTML, read independently of the code that writes them. */
export function mentionsIn(html: string): FoundMention[] {
  return [...html.matchAll(MENTION_SPAN)].map(([, kind = '', id = '', label = '', shown = '']) => ({
    kind,
    id,
    label: decodeEntities(label),
    shown: decodeEntities(shown),
  }));
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot));/gi,
    (_, hex?: string, decimal?: string, name?: string) => {
      if (hex) return String.fromCodePoint(parseInt(hex, 16));
      if (decimal) return String.fromCodePoint(Number(decimal));
      return NAMED[name ?? ''] ?? '';
    },
  );
}

/** The demo tennis as the server answers it at `now`: a season's tournaments and the players of a draw. */
export function demoTennisAt(now: number) {
  const data = createDemoData(() => now);
  const read = async <T>(answer: Promise<{ body: Buffer }>) => JSON.parse((await answer).body.toString()) as T;
  return {
    season: (year: number) => read<Tournament[]>(data.tournamentList(year)),
    /** The draw's players by id; none when the tournament has no draw (yet). */
    async playersOf(year: number, id: string): Promise<Map<string, SeenPlayer>> {
      try {
        const draw = await read<Draw>(data.draw(year, id));
        return new Map(matchesOfDraw(draw).players.map((player) => [player.PlayerId, player]));
      } catch {
        return new Map();
      }
    },
    /**
     * The men alone on a line of the draw's singles (the singles event, a team tie's singles rubbers; byes'
     * opponents included), each with the seed the draw gives him; none when there is no draw (yet).
     */
    async singlesSeeds(year: number, id: string): Promise<Map<string, number | null>> {
      const seeds = new Map<string, number | null>();
      try {
        const draw = await read<Draw>(data.draw(year, id));
        for (const event of draw.Associations.flatMap((association) => association.Events)) {
          if (event.EventTypeCode === 'MD') continue;
          for (const { fixture } of fixturesOf(event)) {
            for (const line of [fixture.DrawLineTop, fixture.DrawLineBottom]) {
              const [player, partner] = line?.Players ?? [];
              if (line && player && !partner) seeds.set(player.PlayerId, line.Seed);
            }
          }
        }
      } catch {
        // No draw: no one is in it.
      }
      return seeds;
    },
  };
}

export type DemoTennis = ReturnType<typeof demoTennisAt>;

/**
 * What is wrong with one diary day's mentions, [] when nothing: each tournament mentioned must be in the
 * season of the day (the day's year, the draw a mention opens) under its title, and each player mentioned in
 * the draw of a tournament the same tab mentions, under their name.
 */
export async function mentionProblems(tennis: DemoTennis, date: string, html: string): Promise<string[]> {
  const problems: string[] = [];
  const year = Number(date.slice(0, 4));
  const mentions = mentionsIn(html);
  if (html.split('<span').length - 1 !== mentions.length) problems.push(`${date}: a span not in the mention's form`);
  const season = await tennis.season(year);
  const tournaments = mentions.filter((mention) => mention.kind === 'tournament');
  const draws = await Promise.all(tournaments.map((mention) => tennis.playersOf(year, mention.id)));
  for (const mention of mentions) {
    if (mention.shown !== mention.label) problems.push(`${date}: @${mention.shown} labelled ${mention.label}`);
    const known =
      mention.kind === 'tournament'
        ? season.find((tournament) => tournament.TournamentId === mention.id)?.TournamentTitle
        : draws
            .map((players) => players.get(mention.id))
            .map((player) => player && `${player.FirstName} ${player.LastName}`)
            .find((name) => name !== undefined);
    if (known !== mention.label) problems.push(`${date}: ${mention.kind} ${mention.id} (${mention.label}) not found`);
  }
  return problems;
}
