/**
 * The built-in templates and the templates' messages (issue 18). Like limits.ts this module imports nothing
 * that builds TypeBox objects: the web app takes it through `@baseline/contract/template-builtins` to show the
 * built-ins before (or without) the list's answer, and the server lists them first.
 */
import { NOTE_TEMPLATES } from './limits.js';

/** A template is for a diary tab (the diary's sanitised HTML) or a player note (plain text). */
export const TEMPLATE_KINDS = ['tab', 'note'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** Built-in templates' ids start with this; a member's own are UUIDs, so the two never meet. */
export const BUILTIN_TEMPLATE_PREFIX = 'builtin:';

export interface BuiltinTemplate {
  id: `${typeof BUILTIN_TEMPLATE_PREFIX}${string}`;
  kind: TemplateKind;
  name: string;
  body: string;
}

/**
 * A scouting sheet for a player note: one heading per part of the game, in capitals so it reads as a form in
 * a plain-text field, each with prompts that end in a colon for the coach to write after.
 */
const SCOUTING_SHEET = `SERVE
- First serve (pace, percentage, favourite spots):
- Second serve (kick or slice, where under pressure):

RETURN
- Position against first / second serve:
- Weaker side:

BASELINE
- Forehand:
- Backhand:
- Favourite patterns, rally tolerance:

NET
- Comes forward? Volleys, overhead:
- Passing shots:

MOVEMENT
- Side to side, forward and back, recovery:

MENTAL
- Under pressure, after losing a set, body language:

TACTICS AGAINST
- Do:
- Avoid:

SURFACE FORM
- Clay:
- Hard:
- Grass:`;

/**
 * A match report for a diary tab, in the HTML the editor writes (list items hold paragraphs), with only the
 * elements the server's sanitiser keeps (NOTE_HTML_TAGS): it is stored and inserted exactly as written here.
 */
const MATCH_REPORT = [
  '<h2>Match report</h2>',
  '<p><strong>Match:</strong> player vs player, round, event</p>',
  '<p><strong>Score:</strong> </p>',
  '<h3>Key moments</h3>',
  '<ul><li><p>Turning point:</p></li><li><p>Break points saved / converted:</p></li></ul>',
  '<h3>Stats</h3>',
  '<ul><li><p>First serves in:</p></li><li><p>Points won on first / second serve:</p></li>',
  '<li><p>Winners / unforced errors:</p></li><li><p>Net points won:</p></li></ul>',
  '<h3>What worked, what did not</h3>',
  '<ul><li><p>Worked:</p></li><li><p>Did not:</p></li></ul>',
  '<h3>Takeaways</h3>',
  '<ul><li><p>For the next match:</p></li><li><p>For practice:</p></li></ul>',
].join('');

export const BUILTIN_TEMPLATES: readonly BuiltinTemplate[] = [
  { id: 'builtin:match-report', kind: 'tab', name: 'Match report', body: MATCH_REPORT },
  { id: 'builtin:scouting-sheet', kind: 'note', name: 'Scouting sheet', body: SCOUTING_SHEET },
];

export function isBuiltinTemplateId(id: string): boolean {
  return id.startsWith(BUILTIN_TEMPLATE_PREFIX);
}

const count = (value: number) => value.toLocaleString('en');

/** The templates' refusals, as the server answers them and the web app shows them before sending. */
export const TEMPLATE_ERRORS = {
  notFound: 'Template not found.',
  emptyName: 'Give the template a name.',
  longName: `A template's name has at most ${count(NOTE_TEMPLATES.nameMaxLength)} characters.`,
  duplicateName: (name: string) => `You already have a template called "${name}" for this kind of note.`,
  tooMany: `You can keep at most ${count(NOTE_TEMPLATES.perMember)} templates. Delete one to make another.`,
  longTabBody: `A tab template holds at most ${count(NOTE_TEMPLATES.tabBodyMaxLength)} characters of formatted text.`,
  longNoteBody: `A note template holds at most ${count(NOTE_TEMPLATES.noteBodyMaxLength)} characters.`,
  /** A request over the server's body limit (1 MiB), before any of it is read. */
  requestTooLarge: `The template is too large to send: a tab template holds at most ${count(NOTE_TEMPLATES.tabBodyMaxLength)} characters, a note template ${count(NOTE_TEMPLATES.noteBodyMaxLength)}.`,
  builtinChanged: 'Built-in templates cannot be renamed or changed. Save a copy under a new name instead.',
  builtinDeleted: 'Built-in templates cannot be deleted.',
} as const;
