import { describe, expect, it } from 'vitest';
import { defaultPaperSize, isPaperSize, pageRule } from './paperSize';

describe('paper size', () => {
  it('writes the @page rule for the chosen size', () => {
    expect(pageRule('A4')).toBe('@page { size: A4 portrait; margin: 14mm 12mm; }');
    expect(pageRule('Letter')).toBe('@page { size: letter portrait; margin: 14mm 12mm; }');
  });

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
