import { createHash } from 'node:crypto';
import { DIARY_LIMITS } from '@baseline/contract';
import type { default as sharp, Sharp } from 'sharp';
import { HttpError } from '../../lib/http-error.js';
import { lazyModule } from '../../lib/lazy-module.js';
import type { DiaryImagesTable } from '../../db/tables.js';

const loadSharpModule = lazyModule('sharp');
let configuredSharp: typeof sharp | undefined;

/**
 * sharp with libvips' operation cache off: it keeps up to 50 MB of decoded images for a repeat of the same
 * operation, and no image here is read twice, so it only held memory after the saves were done.
 */
function loadSharp(): typeof sharp {
  if (!configuredSharp) {
    configuredSharp = loadSharpModule();
    configuredSharp.cache(false);
  }
  return configuredSharp;
}

export const NOT_A_DATA_URL = 'The image must be sent as a base64 data URL.';
export const NOT_AN_IMAGE = 'The image must be a JPEG, PNG, WebP or GIF.';
export const UNREADABLE_IMAGE = 'The image could not be read: the file may be damaged.';
export const TERMS_REQUIRED = 'Please confirm you are authorised to use this image.';

/** What an image may weigh and measure once stored (SPEC section 9). */
export interface ImageLimits {
  bytes: number;
  longerSide: number;
}

export const IMAGE_LIMITS: ImageLimits = { bytes: DIARY_LIMITS.imageBytes, longerSide: DIARY_LIMITS.imageLongerSide };

/**
 * A 24-megapixel camera photo, and all frames of an animation together. The web app shrinks images to
 * 800 px before sending them, so only a hand-made request comes near this; it bounds what one decode costs.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';
const FORMATS: readonly string[] = ['jpeg', 'png', 'webp', 'gif'] satisfies ImageFormat[];

/** An image ready to store (its columns of db/tables.ts): re-encoded, without metadata, within the limits. */
export type ProcessedImage = Pick<DiaryImagesTable, 'mime' | 'bytes' | 'width' | 'height' | 'sha256' | 'sourceSha256'>;

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function toDataUrl(mime: string, bytes: Uint8Array): string {
  return `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
}

/** The bytes of a `data:<label>;base64,<data>` URL; the label is ignored, since the bytes decide the format. */
export function decodeDataUrl(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(0, comma);
  const data = dataUrl.slice(comma + 1);
  if (comma < 0 || !/^data:[^,]*;base64$/i.test(header) || !isBase64(data)) throw new HttpError(400, NOT_A_DATA_URL);
  return Buffer.from(data, 'base64');
}

function isBase64(data: string): boolean {
  return data.length > 0 && data.length % 4 === 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(data);
}

/**
 * Checks what the bytes are (the label a client gave proves nothing), then re-encodes them with sharp:
 * turned upright, shrunk inside the longer-side limit, and without metadata (a phone photo's EXIF holds
 * where it was taken). An image that stays over the byte limit in its own format is tried as WebP; if it
 * is still over, 400.
 */
export async function processImage(input: Buffer, limits: ImageLimits = IMAGE_LIMITS): Promise<ProcessedImage> {
  const { format, pages } = await sniff(input);
  const animated = pages > 1;
  let output = await encode(input, format, animated, limits.longerSide);
  if (output.data.length > limits.bytes && format !== 'webp') {
    output = await encode(input, 'webp', animated, limits.longerSide);
  }
  if (output.data.length > limits.bytes) {
    throw new HttpError(
      400,
      `The image is too large: even at ${limits.longerSide} px it is over ${formatMegabytes(limits.bytes)}.`,
    );
  }
  return {
    mime: `image/${output.format}`,
    bytes: output.data,
    width: output.info.width,
    height: output.info.pageHeight ?? output.info.height,
    sha256: sha256Hex(output.data),
    sourceSha256: sha256Hex(input),
  };
}

/**
 * The image as sent when it is already what processImage would store (a format it keeps, within the longer side
 * and the byte limit, upright, with no metadata), else null. An import keeps such an image byte for byte, since
 * re-encoding a JPEG changes its bytes: exported and imported again, a day then reads the same.
 */
export async function storableAsSent(
  input: Buffer,
  limits: ImageLimits = IMAGE_LIMITS,
): Promise<ProcessedImage | null> {
  const metadata = await loadSharp()(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new HttpError(400, NOT_AN_IMAGE);
    });
  const { format, width, exif, icc, xmp, iptc, orientation } = metadata;
  const height = metadata.pageHeight ?? metadata.height;
  const plain = !exif && !icc && !xmp && !iptc && (orientation === undefined || orientation === 1);
  const small = Math.max(width, height) <= limits.longerSide && input.length <= limits.bytes;
  if (!isImageFormat(format) || !plain || !small) return null;
  const sha256 = sha256Hex(input);
  return { mime: `image/${format}`, bytes: input, width, height, sha256, sourceSha256: sha256 };
}

/**
 * Reads only the header, without sharp's own pixel limit (268 megapixels), so that an image over it is told
 * it is too large rather than not an image. The pixels are decoded later, under MAX_INPUT_PIXELS.
 */
async function sniff(input: Buffer): Promise<{ format: ImageFormat; pages: number }> {
  const metadata = await loadSharp()(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new HttpError(400, NOT_AN_IMAGE);
    });
  const { format, width, height } = metadata;
  if (!isImageFormat(format)) throw new HttpError(400, NOT_AN_IMAGE);
  const pages = metadata.pages ?? 1;
  if (width * height * pages > MAX_INPUT_PIXELS) throw new HttpError(400, tooManyPixels(width, height, pages));
  return { format, pages };
}

export function tooManyPixels(width: number, height: number, pages: number): string {
  const frames = pages > 1 ? ` in ${pages} frames` : '';
  const limit = `${MAX_INPUT_PIXELS / 1_000_000} million`;
  return `The image is too large: ${width} × ${height} px${frames} is more than the ${limit} pixels allowed.`;
}

function isImageFormat(format: string): format is ImageFormat {
  return FORMATS.includes(format);
}

async function encode(input: Buffer, format: ImageFormat, animated: boolean, longerSide: number) {
  const pipeline = loadSharp()(input, { animated, limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({ width: longerSide, height: longerSide, fit: 'inside', withoutEnlargement: true });
  try {
    const { data, info } = await encoder(pipeline, format).toBuffer({ resolveWithObject: true });
    return { data, info, format };
  } catch {
    throw new HttpError(400, UNREADABLE_IMAGE);
  }
}

function encoder(pipeline: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 85 });
    case 'png':
      return pipeline.png({ compressionLevel: 9 });
    case 'webp':
      return pipeline.webp({ quality: 80 });
    case 'gif':
      return pipeline.gif();
  }
}

function formatMegabytes(bytes: number): string {
  return `${Number((bytes / (1024 * 1024)).toFixed(2))} MB`;
}
