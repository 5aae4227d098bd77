/** The paper sizes the pack is laid out for; the print dialog may still choose another. */
export const PAPER_SIZES = ['A4', 'Letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

export function isPaperSize(value: string): value is PaperSize {
  return (PAPER_SIZES as readonly string[]).includes(value);
}

/** Letter where the reader's locale prints on it (the United States, Canada), A4 elsewhere. */
export function defaultPaperSize(locale: string): PaperSize {
  const region = locale.split('-')[1]?.toUpperCase();
  return region === 'US' || region === 'CA' ? 'Letter' : 'A4';
}
