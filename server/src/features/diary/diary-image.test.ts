import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.js';
import { decodeDataUrl, processImage } from './diary-image.js';

/** Random pixels: what no encoder can make small. */
function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

async function refusal(work: Promise<unknown>): Promise<string> {
  const error: unknown = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpError) || error.statusCode !== 400)
    throw new Error(`expected a 400, got ${String(error)}`);
  return error.message;
}

describe('decodeDataUrl', () => {
  it('reads the bytes of a base64 data URL whatever its label says', () => {
    expect(decodeDataUrl('data:text/plain;base64,aGVsbG8=').toString()).toBe('hello');
    expect(decodeDataUrl('data:image/png;name=x.png;base64,aGk=').toString()).toBe('hi');
  });

  it.each([
    'aGVsbG8=',
    'data:image/png,hello',
    'data:image/png;base64,',
    'data:image/png;base64,aGVsbG8',
    'data:image/png;base64,aGV sbG8=',
    'data:image/png;base64,aGVs*G8=',
  ])('refuses %j', (url) => {
    expect(() => decodeDataUrl(url)).toThrow('The image must be sent as a base64 data URL.');
  });
});

describe('processImage', () => {
  it('re-encodes a PNG too heavy in its own format as WebP', async () => {
    const png = await noise(500, 500).png().toBuffer();
    expect(png.length).toBeGreaterThan(512 * 1024);
    const image = await processImage(png);
    expect(image).toMatchObject({ mime: 'image/webp', width: 500, height: 500 });
    expect(image.bytes.length).toBeLessThanOrEqual(512 * 1024);
  });

  it('refuses an image that stays too heavy even as WebP', async () => {
    // Within the request limits even random pixels at 800 px fit as WebP, so this asks for less.
    const png = await noise(400, 400).png().toBuffer();
    expect(await refusal(processImage(png, { bytes: 50 * 1024, longerSide: 800 }))).toBe(
      'The image is too large: even at 800 px it is over 0.05 MB.',
    );
  });

  it('turns a photo upright by its EXIF orientation before dropping the EXIF', async () => {
    const sideways = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#abc' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const image = await processImage(sideways);
    expect(image).toMatchObject({ mime: 'image/jpeg', width: 100, height: 300 });
    expect((await sharp(image.bytes).metadata()).orientation).toBeUndefined();
  });

  it('refuses a small file that unpacks to more pixels than any camera takes', async () => {
    const bomb = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await refusal(processImage(bomb))).toBe(
      'The image is too large: 6000 × 6000 px is more than the 25 million pixels allowed.',
    );
  });

  it('keeps WebP and GIF as they are, and hashes what it stores and what it got', async () => {
    const webp = await noise(64, 64).webp().toBuffer();
    const image = await processImage(webp);
    expect(image.mime).toBe('image/webp');
    expect(image.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(image.sourceSha256).not.toBe(image.sha256);
    expect((await processImage(await noise(20, 20).gif().toBuffer())).mime).toBe('image/gif');
  });
});
