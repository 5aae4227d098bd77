import { IMPORT_MESSAGES } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.js';
import { readMarkdownDay } from './markdown-day.js';
import { assertSafeName } from './zip-reader.js';

describe('a Markdown day', () => {
  it.each([
    ['front matter date', 'notes/a.md', '---\ndate: 2025-06-01\n---\nx', '2025-06-01'],
    ['front matter created with a time', 'a.md', '---\ncreated: "2025-06-02 10:30"\n---\nx', '2025-06-02'],
    ['a file named by its date', 'Daily/2025-06-03.md', 'x', '2025-06-03'],
    ['a date then a title', '2025-06-04 Practice day.md', 'x', '2025-06-04'],
    ['front matter over the name', '2025-06-05.md', '---\ndate: 2025-06-06\n---\nx', '2025-06-06'],
  ])('takes its date from %s', (_name, path, text, date) => {
    expect(readMarkdownDay(path, text)?.date).toBe(date);
  });

  it('is no day without a date', () => {
    expect(readMarkdownDay('players/Jannik Sinner.md', '# Notes')).toBeUndefined();
  });

  it('makes each ## section a tab, with front-matter and #tags, and its first relative image', () => {
    const day = readMarkdownDay(
      'days/2025-06-01.md',
      '---\ntags: [clay]\n---\nLead text\n\n## Serve\n![a](../img/s.png)\nKick #spin\n\n## Return\n![b](https://x/y.png)',
    );
    expect(day).toEqual({
      date: '2025-06-01',
      tags: ['clay'],
      tabs: [
        { title: '2025-06-01', html: '<p>Lead text</p>', tags: [], imagePath: null },
        { title: 'Serve', html: '<p>Kick #spin</p>', tags: ['spin'], imagePath: 'img/s.png' },
        { title: 'Return', html: '', tags: [], imagePath: null },
      ],
    });
  });

  it('does not resolve an image link that climbs out of the zip', () => {
    expect(readMarkdownDay('2025-06-01.md', '## A\n![x](../../etc/passwd)')?.tabs[0]?.imagePath).toBeNull();
  });

  it('refuses front matter that is not YAML, naming the file', () => {
    expect(() => readMarkdownDay('2025-06-01.md', '---\ntags: [unclosed\n---\nx')).toThrow(
      new HttpError(400, IMPORT_MESSAGES.dayProblem('2025-06-01.md', 'its front matter is not valid YAML.')),
    );
  });
});

describe('a zip entry name', () => {
  it.each(['../../x.md', 'a/../../x.md', '/etc/passwd', 'C:/x.md', 'a\\b.md', './x.md'])('refuses %s', (name) => {
    expect(() => {
      assertSafeName(name);
    }).toThrow(new HttpError(400, IMPORT_MESSAGES.unsafeName(name)));
  });

  it.each(['2025-06-01.md', 'diary/images/a b.png', 'x..y.md'])('takes %s', (name) => {
    expect(() => {
      assertSafeName(name);
    }).not.toThrow();
  });
});
