import fc from 'fast-check';

/*
 * A tab's HTML as the TipTap editor writes it (tiptap-output.ts), drawn with the shapes Markdown could misread.
 * Words are joined by one space, or none, or line breaks; never by runs of spaces or spaces at a block's or a
 * mark's edge: Markdown collapses and trims those (the import README's "lost on the way").
 */

const word = fc.stringMatching(/^[a-zé]{1,8}$/);
/** Text with the characters Markdown or HTML give a meaning to (as the editor escapes them in HTML). */
const symbols = fc.constantFrom(
  'a\\b',
  '\\',
  '*x*',
  '_y_',
  '`z`',
  '[w]',
  '&lt;v&gt;',
  'a&amp;b',
  '&amp;amp;',
  '&amp;#1;',
  '|',
  '!',
);
/** What starts a list, heading, quote, rule or fence at the start of a line. */
const lineStart = fc.constantFrom('1)', '1.', '1986.', '+', '-', '*', '#', '##', '&gt;', '===', '---', '~~~', '```');
const text = fc.oneof(word, symbols, lineStart);

/** A piece of a line: text, a mark around text (ending in punctuation too), a mention, code, a link. */
function piece(mention: fc.Arbitrary<string>) {
  return fc.oneof(
    { weight: 4, arbitrary: text },
    text.map((found) => `<strong>${found}</strong>`),
    text.map((found) => `<em>${found}</em>`),
    word.map((found) => `<strong><em>${found}.</em></strong>`),
    mention,
    mention.map((found) => `<strong>${found}</strong>`),
    word.map((found) => `<code>${found}</code>`),
    word.map(
      (found) =>
        `<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/${found}?a=1&amp;b=2">${found}</a>`,
    ),
    word.map((found) => `<a target="_blank" rel="noopener noreferrer nofollow" href="">${found}</a>`),
  );
}

/** The editor writes one mark over touching text that has it: `<code>a</code><code>b</code>` is `<code>ab</code>`. */
const asTheEditorMerges = (html: string) => html.replace(/<\/(strong|em|code)><\1>/g, '');

/** A line of pieces joined by a space, nothing (a mark inside a word), or one or two line breaks. */
function line(mention: fc.Arbitrary<string>) {
  return fc
    .array(fc.tuple(fc.constantFrom(' ', ' ', '', '<br>', '<br><br>'), piece(mention)), { minLength: 1, maxLength: 5 })
    .map((parts) => parts.map(([joint, found], index) => (index === 0 ? found : `${joint}${found}`)).join(''))
    .map(asTheEditorMerges);
}

/** A paragraph's or heading's content, a line break at its start or end too. */
function content(mention: fc.Arbitrary<string>) {
  return fc
    .tuple(fc.constantFrom('', '', '<br>'), line(mention), fc.constantFrom('', '', '<br>', '<br><br>'))
    .map((parts) => parts.join(''));
}

/** A block of a tab: paragraphs (empty, or only a break, too), headings of each level (ending in `#` too), lists, quotes, code, rules. */
export function editorBlock(mention: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const paragraph = content(mention).map((found) => `<p>${found}</p>`);
  const item = fc
    .tuple(
      fc.array(paragraph, { minLength: 1, maxLength: 2 }),
      fc.option(fc.array(content(mention), { minLength: 1, maxLength: 2 }), { nil: undefined }),
    )
    .map(
      ([paragraphs, nested]) =>
        `<li>${paragraphs.join('')}${nested ? `<ul>${nested.map((found) => `<li><p>${found}</p></li>`).join('')}</ul>` : ''}</li>`,
    );
  return fc.oneof(
    { weight: 4, arbitrary: paragraph },
    fc.constantFrom('<p></p>', '<p><br></p>', '<p><br><br></p>', '<h2></h2>', '<pre><code></code></pre>', '<hr>'),
    fc
      .tuple(fc.integer({ min: 1, max: 6 }), content(mention), fc.constantFrom('', 'a #', '#', 'b ##'))
      .map(([level, found, end]) => `<h${level}>${found}${end}</h${level}>`),
    fc.array(item, { minLength: 1, maxLength: 3 }).map((items) => `<ul>${items.join('')}</ul>`),
    fc
      .array(paragraph, { minLength: 1, maxLength: 2 })
      .map((paragraphs) => `<blockquote>${paragraphs.join('')}</blockquote>`),
    fc
      .tuple(fc.constantFrom('', ' class="language-text"'), word, lineStart)
      .map(
        ([language, found, start]) => `<pre><code${language}>${found}\n${start} ${found} &lt;b&gt; &amp;</code></pre>`,
      ),
  );
}
