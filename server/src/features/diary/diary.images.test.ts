import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import {
  dataUrl,
  expectOk,
  pngClaiming,
  readDay,
  saveDay,
  signInSubscriber,
  solidPng,
  tab,
  type Headers,
} from './testing/diary.js';

const DATE = '2026-06-05';
const NOT_AN_IMAGE = 'The image must be a JPEG, PNG, WebP or GIF.';
const TERMS = 'Please confirm you are authorised to use this image.';

/** A photo as a phone takes it: EXIF with the camera and where it was. */
function photoWithLocation(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#c35a2b' } }).withExif({
    IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 50/1 50/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 14/1 55/1' },
  });
}

function bytesOf(url: string | null | undefined): Buffer {
  const base64 = url?.split(',')[1];
  if (!base64) throw new Error(`not a data URL: ${String(url).slice(0, 40)}`);
  return Buffer.from(base64, 'base64');
}

describe.each(dialects)('diary: images (%s)', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
    ({ headers } = await signInSubscriber(t));
  });
  afterEach(async () => {
    await t.close();
  });

  const saveImage = (image: string, extra: object = {}) =>
    saveDay(t, headers, { date: DATE, notes: [tab({ image, acceptedImageTerms: true })], ...extra });
  const storedImage = async (index = 0) => (await readDay(t, headers, DATE)).notes[index]?.image;
  const imageRows = () =>
    t.database.db.selectFrom('diaryImages').select(['id', 'noteId', 'termsAcceptedAt', 'mime']).execute();

  it('refuses an image without the terms flag, and keeps the day as it was', async () => {
    expectOk(await saveDay(t, headers, { date: DATE, notes: [tab({ title: 'Before' })] }));
    const image = dataUrl('image/png', await solidPng(10, 10));
    for (const acceptedImageTerms of [undefined, false]) {
      const res = await saveDay(t, headers, {
        date: DATE,
        baseVersion: 1,
        notes: [tab({ title: 'After' }), { ...tab({ image }), acceptedImageTerms }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: TERMS });
    }
    expect((await readDay(t, headers, DATE)).notes.map((note) => note.title)).toEqual(['Before']);
  });

  it.each([
    ['a text file labelled PNG', dataUrl('image/png', Buffer.from('just some words, no picture')), NOT_AN_IMAGE],
    [
      'an SVG with a script',
      dataUrl('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
      NOT_AN_IMAGE,
    ],
    ['an address, not a data URL', 'https://example.com/picture.png', 'The image must be sent as a base64 data URL.'],
    ['a data URL that is not base64', 'data:image/png,%89PNG', 'The image must be sent as a base64 data URL.'],
  ])('refuses %s', async (_case, image, error) => {
    const res = await saveImage(image);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  // 20000 × 20000 is over sharp's own limit too (268 million pixels), which once made it "not an image".
  it.each([
    [20_000, 20_000],
    [6000, 6000],
  ])('refuses a PNG of %i × %i px as too large, naming the limit', async (width, height) => {
    const res = await saveImage(dataUrl('image/png', await pngClaiming(width, height)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: `The image is too large: ${width} × ${height} px is more than the 25 million pixels allowed.`,
    });
  });

  it('refuses a damaged image', async () => {
    const png = await solidPng(300, 300);
    const res = await saveImage(dataUrl('image/png', png.subarray(0, png.length - 40)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The image could not be read: the file may be damaged.' });
  });

  it('refuses an image whose data URL is longer than the limit allows', async () => {
    const res = await saveImage(`data:image/png;base64,${'A'.repeat(1_400_000)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'notes.0.image must NOT have more than 1398230 characters.' });
  });

  it('goes by the bytes, not the label: a PNG labelled JPEG is stored as a PNG', async () => {
    expectOk(await saveImage(dataUrl('image/jpeg', await solidPng(120, 80))));
    const stored = await storedImage();
    expect(stored).toMatch(/^data:image\/png;base64,/);
    expect(await sharp(bytesOf(stored)).metadata()).toMatchObject({ format: 'png', width: 120, height: 80 });
  });

  it('shrinks a large photo to 800 px and strips its metadata, location included', async () => {
    const png = await photoWithLocation(2000, 1000).png().toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    expectOk(await saveImage(dataUrl('image/png', png)));
    const stored = await sharp(bytesOf(await storedImage())).metadata();
    expect(stored).toMatchObject({ format: 'png', width: 800, height: 400 });
    expect(stored.exif).toBeUndefined();
  });

  it('strips a JPEG’s EXIF even when it is already small enough', async () => {
    const jpeg = await photoWithLocation(640, 480).jpeg().toBuffer();
    expect((await sharp(jpeg).metadata()).exif?.toString('latin1')).toContain('PhoneCo');
    expectOk(await saveImage(dataUrl('image/jpeg', jpeg)));
    const stored = await sharp(bytesOf(await storedImage())).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect(stored.exif).toBeUndefined();
  });

  it('records when the terms were accepted, and keeps an unchanged image as it is on the next saves', async () => {
    const upload = dataUrl('image/png', await photoWithLocation(900, 600).png().toBuffer());
    expectOk(await saveImage(upload));
    const [first] = await imageRows();
    expect(first?.termsAcceptedAt).toBeGreaterThan(Date.now() - 60_000);

    // Sent back as GET gave it, without the flag: the same row, the same acceptance, and the day unchanged.
    const asLoaded = await storedImage();
    const sentBack = await saveDay(t, headers, { date: DATE, baseVersion: 1, notes: [tab({ image: asLoaded })] });
    expect(expectOk(sentBack).json()).toMatchObject({ version: 1 });
    // Sent again as first uploaded (a window that never reloaded): recognised too.
    const sentAgain = await saveDay(t, headers, { date: DATE, baseVersion: 1, notes: [tab({ image: upload })] });
    expect(expectOk(sentAgain).json()).toMatchObject({ version: 1 });

    const rows = await imageRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first?.id, termsAcceptedAt: first?.termsAcceptedAt });
    expect(await storedImage()).toBe(asLoaded);
  });

  it('moves an image with its tab, copies it to a second tab, and deletes it with its tab', async () => {
    const image = dataUrl('image/png', await solidPng(50, 50, '#123456'));
    expectOk(
      await saveDay(t, headers, {
        date: DATE,
        notes: [tab({ title: 'Plain' }), tab({ title: 'Picture', image, acceptedImageTerms: true })],
      }),
    );
    const stored = await storedImage(1);
    expectOk(
      await saveDay(t, headers, {
        date: DATE,
        baseVersion: 1,
        notes: [tab({ title: 'Picture', image: stored }), tab({ title: 'Copy', image: stored })],
      }),
    );
    const day = await readDay(t, headers, DATE);
    expect(day.notes.map((note) => [note.title, note.image === stored])).toEqual([
      ['Picture', true],
      ['Copy', true],
    ]);
    expect(await imageRows()).toHaveLength(2);

    expectOk(
      await saveDay(t, headers, { date: DATE, baseVersion: 2, notes: [tab({ title: 'Picture', image: null })] }),
    );
    expect(await storedImage()).toBeNull();
    expect(await imageRows()).toEqual([]);
  });

  it('keeps a GIF’s animation', async () => {
    const frames = await Promise.all(['#f00', '#0f0', '#00f'].map((colour) => solidPng(30, 30, colour)));
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expectOk(await saveImage(dataUrl('image/gif', gif)));
    const stored = await sharp(bytesOf(await storedImage()), { animated: true }).metadata();
    expect(stored).toMatchObject({ format: 'gif', pages: 3, width: 30 });
  });
});
