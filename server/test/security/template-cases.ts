import type { NoteTemplate } from '@baseline/contract';
import type { InjectOptions } from 'fastify';
import type { TestApp } from '../build-app.js';
import type { Owner, RouteCase, subscribersOnly as SubscribersOnly } from './permission-cases.js';

const NOT_FOUND = { error: 'Template not found.' };
let sequence = 0;

/** A tab template of the owner's named by their marker: it must never reach anyone else. */
async function ownerTemplate(t: TestApp, owner: Owner): Promise<NoteTemplate> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/templates',
    headers: owner.headers,
    payload: { kind: 'tab', name: `Template ${owner.marker} ${++sequence}`, body: `<p>${owner.marker}</p>` },
  });
  if (res.statusCode !== 201) throw new Error(`the owner's template: ${res.statusCode} ${res.body}`);
  return res.json<NoteTemplate>();
}

/** The templates' rows of the permission matrix: another member's template is 'not found', as no one's. */
export function templateCases(subscribersOnly: typeof SubscribersOnly): RouteCase[] {
  const atOwnersTemplate =
    (method: 'PUT' | 'DELETE', payload?: object) =>
    async ({ t, owner }: { t: TestApp; owner: () => Promise<Owner> }): Promise<InjectOptions> => {
      const { id } = await ownerTemplate(t, await owner());
      return { method, url: `/api/templates/${id}`, ...(payload && { payload }) };
    };
  return [
    {
      route: 'GET /api/templates',
      request: async ({ t, owner }) => {
        await ownerTemplate(t, await owner());
        return { method: 'GET', url: '/api/templates' };
      },
      outcomes: subscribersOnly({}, 200),
      showsOwnerData: true,
    },
    {
      route: 'POST /api/templates',
      request: () =>
        Promise.resolve({
          method: 'POST',
          url: '/api/templates',
          payload: { kind: 'note', name: `Mine ${++sequence}`, body: 'Serve:' },
        }),
      outcomes: subscribersOnly({}, 201),
    },
    {
      route: 'PUT /api/templates/:templateId',
      request: atOwnersTemplate('PUT', { name: 'Renamed' }),
      outcomes: subscribersOnly({ 'other subscriber': [404, NOT_FOUND], admin: [404, NOT_FOUND] }, 200),
    },
    {
      route: 'DELETE /api/templates/:templateId',
      request: atOwnersTemplate('DELETE'),
      outcomes: subscribersOnly({ 'other subscriber': [404, NOT_FOUND], admin: [404, NOT_FOUND] }, [
        200,
        { message: 'Template deleted.' },
      ]),
    },
  ];
}
