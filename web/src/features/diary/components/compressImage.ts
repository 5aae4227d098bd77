import { DIARY_LIMITS } from '@baseline/contract/limits';

/** The image types a tab takes (the file picker offers only these). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

const BYTES_PER_MB = 1024 * 1024;

export class ImageRejectedError extends Error {}

/**
 * Shrinks a picked image to the server's limits (0.5 MB, 800 px on the longer side) in the
 * browser and answers it as a data URL. The library is fetched on first use, and runs on the main
 * thread: its worker would load a script from a CDN, which the CSP forbids and offline use lacks.
 */
export async function compressImage(file: File): Promise<string> {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    throw new ImageRejectedError('Choose a JPEG, PNG, WebP or GIF image.');
  }
  const { default: imageCompression } = await import('browser-image-compression');
  const compressed = await imageCompression(file, {
    maxSizeMB: DIARY_LIMITS.imageBytes / BYTES_PER_MB,
    maxWidthOrHeight: DIARY_LIMITS.imageLongerSide,
    useWebWorker: false,
  });
  if (compressed.size > DIARY_LIMITS.imageBytes) {
    throw new ImageRejectedError('This image stays over 0.5 MB even when compressed. Try a smaller one.');
  }
  return imageCompression.getDataUrlFromFile(compressed);
}
