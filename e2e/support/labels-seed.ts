import type { APIRequestContext } from '@playwright/test';
import { LABEL_COLOURS, PLAYER_LABELS } from '../../contract/src/limits.js';

interface FirstRoundDraw {
  Associations: {
    Events: { Rounds: { Fixtures: { DrawLineTop: { Players: { PlayerId: string }[] } | null }[] }[] }[];
  }[];
}

/**
 * A label of each colour of the palette, put on the first players of a draw's first round (one, two or three
 * labels each), through the API: the screens then show every colour's dot.
 */
export async function labelFirstPlayers(
  request: APIRequestContext,
  token: string,
  tournament: { year: number; id: string },
): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const draw = (await (
    await request.get(`/api/atp/draws/${tournament.year}/${tournament.id}`, { headers })
  ).json()) as FirstRoundDraw;
  const fixtures = draw.Associations[0]?.Events[0]?.Rounds[0]?.Fixtures ?? [];
  const playerIds = fixtures.flatMap((fixture) => fixture.DrawLineTop?.Players.map((player) => player.PlayerId) ?? []);
  const labelIds: string[] = [];
  for (const colour of LABEL_COLOURS) {
    const made = await request.post('/api/labels', { headers, data: { name: `${colour} watch`, colour } });
    if (made.status() !== 201) throw new Error(`making a label answered ${made.status()}: ${await made.text()}`);
    labelIds.push(((await made.json()) as { id: string }).id);
  }
  for (const [index, playerId] of playerIds.slice(0, LABEL_COLOURS.length).entries()) {
    const chosen = labelIds.slice(index, index + 1 + (index % 3));
    const set = await request.put(`/api/labels/players/${playerId}`, { headers, data: { labelIds: chosen } });
    if (set.status() !== 200) throw new Error(`labelling a player answered ${set.status()}: ${await set.text()}`);
  }
}

/**
 * Labels named with every payload of the XSS corpus that fits a label's name, all put on one player: answers
 * the names as the server keeps them (white space collapsed), in the order the draw's title lists them.
 */
export async function seedXssLabels(
  request: APIRequestContext,
  token: string,
  playerId: string,
  payloads: readonly string[],
): Promise<string[]> {
  const headers = { Authorization: `Bearer ${token}` };
  const labels: { id: string; name: string }[] = [];
  for (const payload of payloads.filter((text) => text.trim() !== '' && text.length <= PLAYER_LABELS.nameMaxLength)) {
    const made = await request.post('/api/labels', { headers, data: { name: payload, colour: 'red' } });
    // Two payloads may read as one name once case and accents are folded: the second is refused, as it should be.
    if (made.status() === 409) continue;
    if (made.status() !== 201) throw new Error(`making a label answered ${made.status()}: ${await made.text()}`);
    labels.push((await made.json()) as { id: string; name: string });
  }
  const set = await request.put(`/api/labels/players/${playerId}`, {
    headers,
    data: { labelIds: labels.map((label) => label.id) },
  });
  if (set.status() !== 200) throw new Error(`labelling the player answered ${set.status()}: ${await set.text()}`);
  const listed = (await (await request.get('/api/labels', { headers })).json()) as { labels: { name: string }[] };
  return listed.labels.map((label) => label.name);
}
