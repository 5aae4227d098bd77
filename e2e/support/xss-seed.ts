import type { APIRequestContext, APIResponse } from '@playwright/test';
import { XSS_PAYLOADS } from '../../server/test/xss-payloads.js';
import { uniqueName } from './api.js';
import type { UnsavedRecord } from './device-store.js';

/** The payloads saved per diary day, one tab each; the first tab also holds the whole day's batch. */
export const PAYLOADS_PER_DAY = 35;
/** A tag on every tab, so one tag search lists every day with every tab's title and tags. */
export const COMMON_TAG = 'xss-corpus';
/** The demo season's Australian Open (the notes) and Roland Garros (the dossier that shows them). */
export const NOTE_TOURNAMENT = { year: 2026, id: '580' };
export const DOSSIER_TOURNAMENT = { year: 2026, id: '520' };

const TITLE_LENGTH = 100;
const TAG_LENGTH = 40;
const MESSAGE_LENGTH = 2000;
// A real 1×1 PNG: the server decodes and re-encodes images, so the tab's image (and its alt text) renders.
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function ok(response: APIResponse): Promise<APIResponse> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return response;
}

/** The payloads in batches of `size`. */
function batches<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** Payloads joined by new lines into texts of at most `maxLength` characters each. */
function texts(maxLength: number): string[] {
  const result: string[] = [];
  let current = '';
  for (const payload of XSS_PAYLOADS) {
    if (current && current.length + 1 + payload.length <= maxLength) {
      current = `${current}\n${payload}`;
      continue;
    }
    if (current) result.push(current);
    current = payload;
  }
  if (current) result.push(current);
  return result;
}

/** A day of March 2026 for the n-th batch (1 March, 2 March, …). */
export function diaryDate(index: number): string {
  return `2026-03-${String(index + 1).padStart(2, '0')}`;
}

/**
 * Saves the corpus into diary days: each payload is a tab's title (cut to the title limit), content and tag
 * (cut to the tag limit), and the day's first tab holds all the day's payloads and an image, so opening a
 * day renders a whole batch in the editor, the print view, the image's alt text and the calendar's titles.
 */
export async function seedDiary(request: APIRequestContext, token: string): Promise<string[]> {
  const headers = { Authorization: `Bearer ${token}` };
  const days = batches(XSS_PAYLOADS, PAYLOADS_PER_DAY);
  for (const [dayIndex, day] of days.entries()) {
    const notes = day.map((payload, tabIndex) => ({
      title: payload.slice(0, TITLE_LENGTH),
      content: (tabIndex === 0 ? day : [payload]).map((each) => `<p>Payload</p>${each}`).join(''),
      tags: [COMMON_TAG, payload.slice(0, TAG_LENGTH)],
      ...(tabIndex === 0 ? { image: TINY_PNG, acceptedImageTerms: true } : {}),
    }));
    await ok(
      await request.post('/api/diary', { headers, data: { date: diaryDate(dayIndex), notes, overwrite: true } }),
    );
  }
  return days.map((_, index) => diaryDate(index));
}

interface DrawPlayer {
  PlayerId: string;
  FirstName: string;
  LastName: string;
}

/** The first player of the tournament's first draw line, by id and full name as the bracket shows it. */
export async function firstPlayer(request: APIRequestContext, token: string): Promise<DrawPlayer> {
  const response = await ok(
    await request.get(`/api/atp/draws/${NOTE_TOURNAMENT.year}/${NOTE_TOURNAMENT.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    }),
  );
  const draw = (await response.json()) as {
    Associations: { Events: { Rounds: { Fixtures: { DrawLineTop: { Players: DrawPlayer[] } | null }[] }[] }[] }[];
  };
  const player = draw.Associations[0]?.Events[0]?.Rounds[0]?.Fixtures[0]?.DrawLineTop?.Players[0];
  if (!player) throw new Error('The demo draw has no first player');
  return player;
}

/** Saves the whole corpus as one note on a player; answers the player's full name. */
export async function seedPlayerNote(request: APIRequestContext, token: string): Promise<string> {
  const player = await firstPlayer(request, token);
  const note = XSS_PAYLOADS.join('\n');
  await ok(
    await request.post(`/api/player-notes/${NOTE_TOURNAMENT.id}/${player.PlayerId}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { note, tournamentYear: NOTE_TOURNAMENT.year },
    }),
  );
  return `${player.FirstName} ${player.LastName}`;
}

/**
 * Sends registration requests whose messages hold the whole corpus, as many as the message limit needs.
 * Answers the usernames, to find the rows on the admin dashboard.
 */
export async function seedRegistrations(request: APIRequestContext): Promise<string[]> {
  const usernames: string[] = [];
  for (const message of texts(MESSAGE_LENGTH)) {
    const username = uniqueName('xss');
    await ok(
      await request.post('/api/auth/register-request', {
        data: { username, email: `${username}@example.com`, message },
      }),
    );
    usernames.push(username);
  }
  return usernames;
}

/** The user id a token carries (its `sub`): drafts are kept in each member's own database. */
export function userIdOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string }).sub;
}

/**
 * Drafts, as the diary keeps them among the device's unsaved edits, holding the corpus as it was sent: a draft
 * never passed the server's sanitiser (a tampered browser profile, or a draft written by an older version), so
 * these prove the client's own line of defence. One draft per batch, on days of April 2026; answers the records.
 */
export function rawDrafts(): { record: UnsavedRecord; date: string }[] {
  return batches(XSS_PAYLOADS, PAYLOADS_PER_DAY).map((day, index) => {
    const date = `2026-04-${String(index + 1).padStart(2, '0')}`;
    const tabs = day.map((payload, tabIndex) => ({
      title: payload,
      content: (tabIndex === 0 ? day : [payload]).map((each) => `<p>Payload</p>${each}`).join(''),
      tags: [COMMON_TAG, payload],
      image: null,
    }));
    const draft = { date, baseVersion: 0, activeIndex: 0, tabs };
    return { record: { key: `day:${date}`, savedAt: Date.now(), edits: draft }, date };
  });
}
