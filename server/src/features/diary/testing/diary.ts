import type { DiaryDayResponse, NoteTabInput, SaveDiaryBody } from '@baseline/contract';
import { crc32 } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { TestApp } from '../../../../test/build-app.js';
import { subscribeWithTestCheckout } from '../../billing/testing/billing.js';
import { signIn, type UserOptions } from '../../../../test/factories.js';

export type Headers = Record<string, string>;

/** A signed-in user who subscribed through the offline test checkout: the only kind the diary serves. */
export async function signInSubscriber(t: TestApp, options: UserOptions = {}) {
  const signedIn = await signIn(t, options);
  await subscribeWithTestCheckout(t, signedIn.headers);
  return signedIn;
}

/** A tab as the editor sends it; the fields not given are empty. */
export function tab(fields: Partial<NoteTabInput> = {}): NoteTabInput {
  return { title: 'Notes', content: '<p>Text</p>', tags: [], ...fields };
}

export function saveDay(t: TestApp, headers: Headers, body: SaveDiaryBody | Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/diary', headers, payload: body });
}

export function getDay(t: TestApp, headers: Headers, date: string) {
  return t.app.inject({ method: 'GET', url: `/api/diary?date=${date}`, headers });
}

/** Reads the day and fails the test unless it answers 200. */
export async function readDay(t: TestApp, headers: Headers, date: string): Promise<DiaryDayResponse> {
  return expectOk(await getDay(t, headers, date)).json<DiaryDayResponse>();
}

/** The response, once it is known to be a 200; the test fails with the body otherwise. */
export function expectOk(res: LightMyRequestResponse): LightMyRequestResponse {
  if (res.statusCode !== 200) throw new Error(`expected 200, got ${res.statusCode}: ${res.body.slice(0, 500)}`);
  return res;
}

export function dataUrl(mime: string, bytes: Uint8Array): string {
  return `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
}

/** A PNG of one colour, made on the spot. */
export function solidPng(width: number, height: number, colour = '#2a7a4b') {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/**
 * A one-pixel PNG whose header claims other dimensions: a few dozen bytes that a decoder would unpack to
 * width × height pixels. Only the header's checksum is made right, as an attacker would.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solidPng(1, 1));
  // The IHDR chunk: its length at 8, type at 12, width and height at 16 and 20, checksum at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
