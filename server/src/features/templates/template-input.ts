import { DIARY_LIMITS, NOTE_TEMPLATES, TEMPLATE_ERRORS, type TemplateKind } from '@baseline/contract';
import { HttpError } from '../../lib/http-error.js';
import { MarkupTooLarge, sanitizeNoteHtml } from '../diary/note-html.js';

/*
 * Control characters other than tab and line breaks have no place in a name or a note, and PostgreSQL refuses
 * NUL in text: they are dropped, as player notes drop them.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\r]+/g;

/** The name as stored: on one line, trimmed; 400 when empty or over the limit (refused, never cut). */
export function templateName(raw: string): string {
  const name = raw.replace(CONTROL_CHARACTERS, '').replace(LINE_BREAKS_AND_TABS, ' ').trim().normalize('NFC');
  if (name === '') throw new HttpError(400, TEMPLATE_ERRORS.emptyName);
  if (name.length > NOTE_TEMPLATES.nameMaxLength) throw new HttpError(400, TEMPLATE_ERRORS.longName);
  return name;
}

/** What two names are compared by: one member cannot have two templates of a kind that read the same. */
export function templateNameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');
}

/**
 * The text as stored: a tab template's HTML through the diary's sanitiser and markup limits, within a tab's
 * length; a note template's plain text within a player note's. 400 naming the limit otherwise.
 */
export function templateBody(kind: TemplateKind, raw: string): string {
  if (kind === 'note') {
    const text = raw.replace(CONTROL_CHARACTERS, '');
    if (text.length > NOTE_TEMPLATES.noteBodyMaxLength) throw new HttpError(400, TEMPLATE_ERRORS.longNoteBody);
    return text;
  }
  // Markup far over the limit is refused before it is parsed; within twice the limit, sanitising may shrink it.
  if (raw.length > NOTE_TEMPLATES.tabBodyMaxLength * 2) throw new HttpError(400, TEMPLATE_ERRORS.longTabBody);
  const html = sanitizedTabBody(raw);
  if (html.length > NOTE_TEMPLATES.tabBodyMaxLength) throw new HttpError(400, TEMPLATE_ERRORS.longTabBody);
  return html;
}

function sanitizedTabBody(raw: string): string {
  try {
    return sanitizeNoteHtml(raw);
  } catch (error) {
    if (!(error instanceof MarkupTooLarge)) throw error;
    throw new HttpError(
      400,
      error.exceeded === 'elements'
        ? `The template has too much formatting: at most ${DIARY_LIMITS.elementsPerTab.toLocaleString('en')} formatted elements, as in a tab.`
        : `The template nests its formatting too deeply: at most ${DIARY_LIMITS.nestingDepth} levels, as in a tab.`,
    );
  }
}
