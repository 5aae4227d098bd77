// @vitest-environment happy-dom
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { extensions } from '../diary/components/editor/extensions';
import type { MentionAttributes } from './mentionForm';
import { mentionSuggestion } from './mentionSuggestion';

const sinner = '<span data-kind="player" data-id="S0AG" data-label="Jannik Sinner">@Jannik Sinner</span>';
const rolandGarros = '<span data-kind="tournament" data-id="520" data-label="Roland Garros">@Roland Garros</span>';
let editor: Editor | undefined;

function editorWith(content: string): Editor {
  editor = new Editor({ extensions, content });
  return editor;
}

afterEach(() => {
  editor?.destroy();
  editor = undefined;
});

describe('the mention node', () => {
  it('writes the contract’s form: three attributes in order, `@` and the label', () => {
    const html = `<p>${sinner} won at ${rolandGarros}</p>`;
    expect(editorWith(html).getHTML()).toBe(html);
  });

  it('puts the chosen mention in place of what was typed after the `@`, with a space after it', () => {
    const typing = editorWith('<p>Watch @jann</p>');
    // "Watch " fills positions 1 to 6 of the paragraph: "@jann" is 7 to 12.
    mentionSuggestion.command?.({
      editor: typing,
      range: { from: 7, to: 12 },
      props: { kind: 'player', id: 'S0AG', label: 'Jannik Sinner' } satisfies MentionAttributes as never,
    });
    expect(typing.getHTML()).toBe(`<p>Watch ${sinner} </p>`);
  });

  it('reads a span that is not a valid mention as its text, as the server keeps it', () => {
    const html =
      '<p><span data-kind="coach" data-id="S0AG" data-label="X">@X</span> ' +
      '<span data-kind="player" data-id="java script:x" data-label="Y">@Y</span> ' +
      '<span data-kind="player" data-id="S0AG" data-label="">@Z</span></p>';
    expect(editorWith(html).getHTML()).toBe('<p>@X @Y @Z</p>');
  });

  it('takes the label, not the text inside, as what the mention shows', () => {
    expect(
      editorWith('<p><span data-kind="player" data-id="S0AG" data-label="Jannik Sinner">tampered</span></p>').getHTML(),
    ).toBe(`<p>${sinner}</p>`);
  });
});
