import type { NoteTemplate, TemplateListResponse } from '@baseline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { signInSubscriber, type Headers } from '../diary/testing/diary.js';
import { unsafeMarkup } from '../diary/testing/html-allowlist.js';
import { TIPTAP_OUTPUT } from '../diary/testing/tiptap-output.js';
import { XSS_PAYLOADS } from '../../../test/xss-payloads.js';

describe.each(dialects)('templates: stored text is safe (%s)', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  let tabTemplate: NoteTemplate;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    ({ headers } = await signInSubscriber(t));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/templates',
      headers,
      payload: { kind: 'tab', name: 'Payloads', body: '<p>x</p>' },
    });
    tabTemplate = res.json<NoteTemplate>();
  });
  afterAll(async () => {
    await t.close();
  });

  /** Writes the body into the member's tab template and reads back what the list holds. */
  async function roundTrip(body: string): Promise<string> {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/templates/${tabTemplate.id}`,
      headers,
      payload: { body },
    });
    expect(res.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/templates', headers });
    const stored = list.json<TemplateListResponse>().templates.find((template) => template.id === tabTemplate.id);
    expect(stored?.body).toBe(res.json<NoteTemplate>().body);
    return stored?.body ?? '';
  }

  it.each(XSS_PAYLOADS)('stores nothing that could run of %j in a tab template', async (payload) => {
    const stored = await roundTrip(`<p>Report</p>${payload}<p>more</p>`);
    expect(unsafeMarkup(stored)).toEqual([]);
    expect(stored).toMatch(/^<p>Report<\/p>/);
  });

  it('keeps the editor’s own HTML byte for byte', async () => {
    expect(await roundTrip(TIPTAP_OUTPUT)).toBe(TIPTAP_OUTPUT);
  });

  it('keeps names and note templates as the text they are, in JSON (the web app shows them as text)', async () => {
    const markup = '<img src=x onerror=alert(1)><script>alert(1)</script>';
    for (const kind of ['tab', 'note']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/templates',
        headers,
        payload: { kind, name: `${kind} ${markup}`, body: kind === 'note' ? markup : '<p>x</p>' },
      });
      expect(res.statusCode).toBe(201);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ name: `${kind} ${markup}`, ...(kind === 'note' ? { body: markup } : {}) });
    }
  });
});
