import { LABEL_COLOURS, LABEL_MESSAGES, PLAYER_LABELS, type LabelColour } from '@baseline/contract';
import { HttpError } from '../../lib/http-error.js';

/*
 * Control characters have no place in a name, and PostgreSQL refuses NUL in text: they are dropped. Runs of
 * white space (a tab, a line break pasted in) become one space.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** The name as stored and shown: composed (NFC), without control characters, trimmed, spaces collapsed. */
export function acceptLabelName(raw: string): string {
  const name = raw.normalize('NFC').replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  if (name === '') throw new HttpError(400, LABEL_MESSAGES.nameRequired);
  if (name.length > PLAYER_LABELS.nameMaxLength) throw new HttpError(400, LABEL_MESSAGES.nameTooLong);
  return name;
}

/**
 * What makes two names the same label: case ('Clay' and 'CLAY'), accents ('Café' and 'Cafe') and compatibility
 * forms (full-width letters) do not. Upper-casing before lower-casing folds 'ß' into 'ss'.
 */
export function labelNameKey(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase().toLowerCase().normalize('NFKC');
}

export function acceptLabelColour(raw: string): LabelColour {
  const colour = LABEL_COLOURS.find((known) => known === raw);
  if (!colour) throw new HttpError(400, LABEL_MESSAGES.colourUnknown);
  return colour;
}
