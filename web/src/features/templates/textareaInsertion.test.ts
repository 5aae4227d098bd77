// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { insertIntoTextarea } from './textareaInsertion';

function field(value: string, start: number, end = start): HTMLTextAreaElement {
  const textarea = document.createElement('textarea');
  textarea.value = value;
  document.body.append(textarea);
  textarea.setSelectionRange(start, end);
  return textarea;
}

describe('insertIntoTextarea (where the browser cannot edit the box itself)', () => {
  it('puts the template at the cursor, keeping the note around it', () => {
    const texts: string[] = [];
    insertIntoTextarea(field('Big serve. Weak return.', 10), '\nSERVE:', 'insert', (text) => texts.push(text));
    expect(texts).toEqual(['Big serve.\nSERVE: Weak return.']);
  });

  it('starts a block of its own at the end of a written line', () => {
    const texts: string[] = [];
    insertIntoTextarea(field('Big forehand.', 13), 'SERVE\n- First serve:', 'insert', (text) => texts.push(text));
    expect(texts).toEqual(['Big forehand.\n\nSERVE\n- First serve:']);
  });

  it('replaces the note only when asked to', () => {
    const texts: string[] = [];
    insertIntoTextarea(field('Big serve.', 3), 'SERVE:', 'replace', (text) => texts.push(text));
    expect(texts).toEqual(['SERVE:']);
  });
});
