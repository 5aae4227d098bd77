import { describe, expect, it } from 'vitest';
import { htmlToMarkdown, markdownText, mentionLink } from './html-to-markdown.js';

const sinner = '<span data-kind="player" data-id="S0AG" data-label="Jannik Sinner">@Jannik Sinner</span>';

describe('htmlToMarkdown', () => {
  it('writes each element the editor makes as CommonMark', () => {
    const html = [
      '<h2>Serve</h2>',
      '<p><strong>Bold</strong>, <em>italic</em> and <code>code</code>.</p>',
      '<ul><li><p>first</p></li><li><p>second</p></li></ul>',
      '<blockquote><p>quoted</p></blockquote>',
      '<pre><code>let x = 1;</code></pre>',
      '<hr>',
      '<p>line<br>break <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/a">link</a></p>',
    ].join('');
    expect(htmlToMarkdown(html)).toBe(
      [
        '## Serve',
        '',
        '**Bold**, _italic_ and `code`.',
        '',
        '- first',
        '- second',
        '',
        '> quoted',
        '',
        '```',
        'let x = 1;',
        '```',
        '',
        '---',
        '',
        'line  ',
        'break [link](https://example.com/a)',
      ].join('\n'),
    );
  });

  it('writes a mention as a wiki link to the player file', () => {
    expect(htmlToMarkdown(`<p>Watched ${sinner} serve.</p>`)).toBe('Watched [[Jannik Sinner]] serve.');
  });

  it('keeps an item of several paragraphs and a nested list under its bullet', () => {
    expect(htmlToMarkdown('<ul><li><p>a</p><p>b</p><ul><li><p>c</p></li></ul></li><li><p>d</p></li></ul>')).toBe(
      '- a\n\n  b\n\n  - c\n- d',
    );
  });

  it('writes a break, an empty paragraph and a mark Markdown has no syntax for as the editor HTML it keeps', () => {
    expect(htmlToMarkdown('<p>a<br></p><p></p><p><br></p><h2>b #</h2>')).toBe(
      'a<br>\n\n<p></p>\n\n<p><br></p>\n\n## b \\#',
    );
    expect(htmlToMarkdown('<p>a<em>b</em>c <strong>d.</strong>e</p>')).toBe('a<em>b</em>c <strong>d.</strong>e');
  });

  it('escapes what would start a list or heading, an entity, a strike-through or an image', () => {
    const gone = '<a target="_blank" rel="noopener noreferrer nofollow" href="">gone</a>';
    expect(htmlToMarkdown(`<p>1) a</p><p>+</p><p>#</p><p>&amp;amp; ~~x~~ !${gone}</p>`)).toBe(
      '1\\) a\n\n\\+\n\n\\#\n\n\\&amp; \\~\\~x\\~\\~ \\![gone]()',
    );
  });

  it('keeps a span that is not a mention as its text', () => {
    expect(htmlToMarkdown('<p><span data-kind="coach" data-id="x" data-label="Y">@Y</span></p>')).toBe('@Y');
  });

  it('keeps text that looks like markup as text', () => {
    expect(htmlToMarkdown('<p>&lt;script&gt;alert(1)&lt;/script&gt; *not bold* [x](javascript:alert(1))</p>')).toBe(
      '\\<script>alert(1)\\</script> \\*not bold\\* \\[x\\](javascript:alert(1))',
    );
  });
});

describe('markdownText and mentionLink', () => {
  it('escape a title so it reads as the same text', () => {
    expect(markdownText('# <img src=x onerror=alert(1)> _x_')).toBe('\\# \\<img src=x onerror=alert(1)> \\_x\\_');
  });

  it('drop the characters that would break a wiki link', () => {
    expect(mentionLink({ id: 'S0AG', label: 'A]] [[B|C#D' })).toBe('[[A B C D]]');
    expect(mentionLink({ id: 'S0AG', label: '[]' })).toBe('[[S0AG]]');
  });
});
