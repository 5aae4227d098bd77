/*
 * Control characters other than tab and line breaks have no place in a note, and PostgreSQL refuses NUL in
 * text: they are dropped rather than failing the save.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * A player note's text as stored, by the note route and the import alike; '' (only white space) means no note.
 * Its length is bounded by the schemas (PLAYER_NOTE_MAX_LENGTH) before it comes here.
 */
export function playerNoteText(raw: string): string {
  const note = raw.replace(CONTROL_CHARACTERS, '');
  return note.trim() === '' ? '' : note;
}
