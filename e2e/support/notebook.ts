import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures.js';
import { storeDay } from './diary-member.js';

/** A player of a demo draw: the first of the first line that names one. */
export async function demoPlayer(
  request: APIRequestContext,
  token: string,
  year: number,
  tournamentId: string,
): Promise<{ id: string; name: string }> {
  const res = await request.get(`/api/atp/draws/${year}/${tournamentId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const draw = (await res.json()) as {
    Associations: {
      Events: {
        Rounds: {
          Fixtures: { DrawLineTop: { Players: { PlayerId: string; FirstName: string; LastName: string }[] } | null }[];
        }[];
      }[];
    }[];
  };
  const player = draw.Associations[0]?.Events[0]?.Rounds[0]?.Fixtures.find((fixture) => fixture.DrawLineTop)
    ?.DrawLineTop?.Players[0];
  if (!player) throw new Error('no player in the draw');
  return { id: player.PlayerId, name: `${player.FirstName} ${player.LastName}` };
}

/** The mention of a player as the diary's editor writes it (contract: MENTION). */
export function playerMention(player: { id: string; name: string }): string {
  return `<span data-kind="player" data-id="${player.id}" data-label="${player.name}">@${player.name}</span>`;
}

/** Saves a player note through the API, as the notes panel does. */
export async function storePlayerNote(
  request: APIRequestContext,
  token: string,
  note: { tournamentId: string; playerId: string; tournamentYear: number; note: string },
): Promise<void> {
  const res = await request.post(`/api/player-notes/${note.tournamentId}/${note.playerId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { note: note.note, tournamentYear: note.tournamentYear },
  });
  expect(res.status()).toBe(200);
}

/**
 * Last season's notes on one of this season's entrants: a player note saved with the year before, and a tab
 * on a day of last year's edition. The entrant is returned.
 */
export async function notesFromLastEdition(
  request: APIRequestContext,
  token: string,
  edition: { year: number; tournamentId: string; note: string; day: string; tab: { title: string; content: string } },
): Promise<{ id: string; name: string }> {
  const entrant = await demoPlayer(request, token, edition.year, edition.tournamentId);
  await storePlayerNote(request, token, {
    tournamentId: edition.tournamentId,
    playerId: entrant.id,
    tournamentYear: edition.year - 1,
    note: edition.note,
  });
  await storeDay(request, token, edition.day, [{ ...edition.tab, tags: [] }]);
  return entrant;
}
