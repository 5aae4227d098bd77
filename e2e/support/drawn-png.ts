import type { Page } from '@playwright/test';
import type { PickedFile } from '../page-models/diary-page.js';

/** A real PNG, drawn on a canvas in the browser: a court-green field with a white line. */
export async function drawnPng(page: Page): Promise<PickedFile> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 64;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.fillStyle = '#2f7d4a';
    context.fillRect(0, 0, 96, 64);
    context.fillStyle = '#ffffff';
    context.fillRect(46, 0, 4, 64);
    return canvas.toDataURL('image/png');
  });
  return { name: 'court.png', mimeType: 'image/png', buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64') };
}
