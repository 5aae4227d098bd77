import { describe, expect, it } from 'vitest';
import { defaultPaperSize, isPaperSize } from './paperSize';

describe('paper size', () => {
  it('starts on Letter where the locale prints on it, A4 elsewhere', () => {
    expect(defaultPaperSize('en-US')).toBe('Letter');
    expect(defaultPaperSize('fr-CA')).toBe('Letter');
    expect(defaultPaperSize('en-GB')).toBe('A4');
    expect(defaultPaperSize('de')).toBe('A4');
  });

  it('accepts only the sizes offered', () => {
    expect(isPaperSize('Letter')).toBe(true);
    expect(isPaperSize('A3')).toBe(false);
  });
});
