import type { ChartInput, ExportedChart } from '@baseline/contract';
import { MATCH_FORMATS } from '@baseline/contract/charting';
import fc from 'fast-check';
import { chartedMatch } from '../../charts/charted-match.js';
import { seededRandom } from '../../tennis/demo/prng.js';

/** The first characters (whole code points: half a pair is no text) within `maxLength` UTF-16 units. */
function withinLength(characters: string, maxLength: number): string {
  let text = '';
  for (const character of characters) {
    if (text.length + character.length > maxLength) break;
    text += character;
  }
  return text;
}

/** Notes as typed, with what a table cell, Markdown or the markers could misread (no NUL: no text stores one). */
const awkward = fc.constantFrom(
  '|',
  '\\|',
  '<br>',
  '&#32;',
  '&amp;',
  '<!-- baseline:chart {"part":"points"} -->',
  '## Points',
  '| 1 | a |',
  '```',
  '- wide',
  ' ',
  '\t',
  '\r',
  '\n',
  '\\',
  'é',
  '😀',
);
export const noteText = (maxLength: number) =>
  fc
    .array(fc.oneof(fc.string({ maxLength: 6, unit: 'binary' }), awkward), { maxLength: 6 })
    .map((parts) => withinLength(parts.join('').replaceAll('\0', ''), maxLength));
const name = fc.oneof(
  fc.constantFrom('Ana Ruiz', 'Bea | Bo', ' Spaced ', 'Player 2', '*Star*'),
  fc
    .string({ minLength: 1, maxLength: 20, unit: 'binary' })
    .map((text) => text.replaceAll('\0', ''))
    .filter((text) => text.trim() !== ''),
);

const SETS = [
  [
    { games: [6, 4], tiebreakLoserPoints: null },
    { games: [6, 7], tiebreakLoserPoints: 5 },
    { games: [7, 5], tiebreakLoserPoints: null },
  ],
  [{ games: [6, 0], tiebreakLoserPoints: null }],
] as const;

/** A chart as a member may have written it: a made-up match, quick or full or both, cut short or not, notes anywhere. */
export const exportedChart = (id: fc.Arbitrary<string>) =>
  fc
    .record({
      id,
      seed: fc.string(),
      level: fc.constantFrom('quick', 'full'),
      sets: fc.constantFrom(...SETS),
      cut: fc.nat({ max: 300 }),
      quickEvery: fc.nat({ max: 3 }),
      players: fc.tuple(name, name),
      sameNames: fc.boolean(),
      hands: fc.tuple(fc.constantFrom('right', 'left', null), fc.constantFrom('right', 'left', null)),
      firstServer: fc.constantFrom(0, 1),
      event: fc.option(
        fc.record({
          tournamentId: fc.constantFrom('580', '520'),
          tournamentYear: fc.integer({ min: 1968, max: 2100 }),
          tournamentName: noteText(200),
          round: noteText(40),
          surface: noteText(20),
          matchId: fc.option(fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/), { nil: null }),
        }),
        { nil: null },
      ),
      note: noteText(500),
      setNotes: fc.array(noteText(100), { maxLength: 5 }),
      pointNotes: fc.array(fc.tuple(fc.nat({ max: 300 }), noteText(100)), { maxLength: 8 }),
      times: fc.tuple(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 2 ** 40 })),
    })
    .map((drawn): ExportedChart => {
      const format = MATCH_FORMATS['best-of-3'];
      const sets = drawn.sets.map((set) => ({ ...set, games: [...set.games] as [number, number] }));
      const full = chartedMatch(seededRandom(drawn.seed), format, drawn.firstServer, sets, 'full').points;
      const quick = chartedMatch(seededRandom(drawn.seed), format, drawn.firstServer, sets, 'quick').points;
      const notes = new Map(drawn.pointNotes);
      const points = full.slice(0, drawn.cut).map((point, index) => {
        const chosen = drawn.quickEvery > 0 && index % drawn.quickEvery === 0 ? (quick[index] ?? point) : point;
        const note = notes.get(index);
        return note === undefined || note === '' ? chosen : { ...chosen, note };
      });
      const [first, second] = drawn.players;
      const chart: ChartInput = {
        date: '2026-07-05',
        players: [
          { name: first, playerId: 'ZS01', hand: drawn.hands[0] },
          { name: drawn.sameNames ? first : second, playerId: null, hand: drawn.hands[1] },
        ],
        firstServer: drawn.firstServer,
        format,
        level: drawn.level,
        event: drawn.event,
        note: drawn.note,
        setNotes: drawn.setNotes,
        points,
      };
      return { id: drawn.id, chart, createdAt: drawn.times[0], updatedAt: drawn.times[1] };
    });
