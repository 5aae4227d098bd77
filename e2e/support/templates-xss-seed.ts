import { NOTE_TEMPLATES } from '@baseline/contract/limits';
import type { APIRequestContext } from '@playwright/test';
import { XSS_PAYLOADS } from '../../server/test/xss-payloads.js';
import { expect } from '../fixtures.js';

/** What the server compares names by, roughly: two payloads that differ only so would be one name (409). */
const nameKey = (name: string) =>
  name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/[\t\n\r]+/g, ' ')
    .trim()
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ');

/** The payloads short enough to be a template's name, one template each, within the member's limit. */
export const NAME_PAYLOADS = [
  ...new Map(
    XSS_PAYLOADS.filter((payload) => nameKey(payload) !== '' && payload.length <= NOTE_TEMPLATES.nameMaxLength).map(
      (payload) => [nameKey(payload), payload],
    ),
  ).values(),
].slice(0, NOTE_TEMPLATES.perMember - 2);

/**
 * A member's templates made of the corpus: tab templates named by the payloads, and one tab and one note
 * template (named 'Corpus') whose text is the whole corpus, stored as the server keeps them.
 */
export async function seedTemplates(request: APIRequestContext, token: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const corpus = XSS_PAYLOADS.join('\n');
  const templates = [
    { kind: 'tab', name: 'Corpus', body: XSS_PAYLOADS.map((payload) => `<p>Payload</p>${payload}`).join('') },
    { kind: 'note', name: 'Corpus', body: corpus },
    ...NAME_PAYLOADS.map((name) => ({ kind: 'tab', name, body: '<p>x</p>' })),
  ];
  for (const data of templates) {
    const res = await request.post('/api/templates', { headers, data });
    expect(res.status(), `${data.name}: ${await res.text()}`).toBe(201);
  }
}
