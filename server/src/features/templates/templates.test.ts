import {
  BUILTIN_TEMPLATES,
  NOTE_TEMPLATES,
  TEMPLATE_ERRORS,
  type NoteTemplate,
  type TemplateListResponse,
} from '@baseline/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { signInSubscriber, type Headers } from '../diary/testing/diary.js';

const TEMPLATES = '/api/templates';
const builtIns = BUILTIN_TEMPLATES.map((template) => ({ ...template, builtIn: true }));
const [matchReport, scoutingSheet] = builtIns;

function create(t: TestApp, headers: Headers, payload: object) {
  return t.app.inject({ method: 'POST', url: TEMPLATES, headers, payload });
}

function update(t: TestApp, headers: Headers, id: string, payload: object) {
  return t.app.inject({ method: 'PUT', url: `${TEMPLATES}/${id}`, headers, payload });
}

function remove(t: TestApp, headers: Headers, id: string) {
  return t.app.inject({ method: 'DELETE', url: `${TEMPLATES}/${id}`, headers });
}

async function list(t: TestApp, headers: Headers): Promise<NoteTemplate[]> {
  const res = await t.app.inject({ method: 'GET', url: TEMPLATES, headers });
  expect(res.statusCode).toBe(200);
  return res.json<TemplateListResponse>().templates;
}

/** The template made, once the answer is known to be a 201. */
function created(res: LightMyRequestResponse): NoteTemplate {
  if (res.statusCode !== 201) throw new Error(`expected 201, got ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res.json<NoteTemplate>();
}

function expectRefused(res: LightMyRequestResponse, status: number, error: string) {
  expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({ status, body: { error } });
}

async function ownRows(t: TestApp) {
  return t.database.db.selectFrom('noteTemplates').select(['userId', 'name']).execute();
}

describe.each(dialects)('templates (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the built-ins to a member without templates of their own', async () => {
    const { headers } = await signInSubscriber(t);
    expect(await list(t, headers)).toEqual(builtIns);
  });

  it('makes, lists (built-ins first, then by name, per kind), renames, edits and deletes', async () => {
    const { headers } = await signInSubscriber(t);
    const clay = created(await create(t, headers, { kind: 'note', name: '  clay notes ', body: 'Clay:\n- ' }));
    expect(clay).toEqual({ id: clay.id, kind: 'note', name: 'clay notes', body: 'Clay:\n- ', builtIn: false });
    const practice = created(
      await create(t, headers, { kind: 'tab', name: 'Practice', body: '<h2>Practice</h2><p>Drills</p>' }),
    );
    const abc = created(await create(t, headers, { kind: 'note', name: 'Abc', body: 'x' }));
    expect(await list(t, headers)).toEqual([matchReport, practice, scoutingSheet, abc, clay]);

    const renamed = await update(t, headers, clay.id, { name: 'Clay-court notes' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ ...clay, name: 'Clay-court notes' });
    const edited = await update(t, headers, practice.id, { body: '<p>New <strong>drills</strong></p>' });
    expect(edited.json()).toEqual({ ...practice, body: '<p>New <strong>drills</strong></p>' });
    const both = await update(t, headers, abc.id, { name: 'Grass', body: 'Grass:' });
    expect(both.json()).toEqual({ ...abc, name: 'Grass', body: 'Grass:' });
    expect((await update(t, headers, abc.id, {})).json()).toEqual({ ...abc, name: 'Grass', body: 'Grass:' });

    const deleted = await remove(t, headers, abc.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Template deleted.' });
    expect((await list(t, headers)).map((template) => template.name)).toEqual([
      'Match report',
      'Practice',
      'Scouting sheet',
      'Clay-court notes',
    ]);
    expectRefused(await remove(t, headers, abc.id), 404, 'Template not found.');
  });

  it("keeps the built-ins' text exactly as the sanitiser would store it", async () => {
    const { headers } = await signInSubscriber(t);
    for (const builtIn of BUILTIN_TEMPLATES) {
      const copy = created(
        await create(t, headers, { kind: builtIn.kind, name: `${builtIn.name} copy`, body: builtIn.body }),
      );
      expect(copy.body).toBe(builtIn.body);
    }
  });

  it('sanitises a tab template as a diary tab, and keeps a note template as plain text', async () => {
    const { headers } = await signInSubscriber(t);
    const tab = created(
      await create(t, headers, {
        kind: 'tab',
        name: '<img src=x onerror=alert(1)>',
        body: '<p onclick="alert(1)">Hi<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p><img src=x onerror=alert(1)>',
      }),
    );
    expect(tab.name).toBe('<img src=x onerror=alert(1)>');
    expect(tab.body).toBe('<p>Hi <a target="_blank" rel="noopener noreferrer nofollow" href="">x</a></p>');
    const note = created(
      await create(t, headers, { kind: 'note', name: 'Plain', body: '<b>stays</b> as text\u0000\u0007' }),
    );
    expect(note.body).toBe('<b>stays</b> as text');
    expect((await list(t, headers)).find((template) => template.id === tab.id)).toEqual(tab);
  });

  it('takes a name and texts at their limits and refuses one character more, saving nothing', async () => {
    const { headers } = await signInSubscriber(t);
    const name = 'n'.repeat(NOTE_TEMPLATES.nameMaxLength);
    created(await create(t, headers, { kind: 'note', name, body: 'é'.repeat(NOTE_TEMPLATES.noteBodyMaxLength) }));
    const tabBody = `<p>${'a'.repeat(NOTE_TEMPLATES.tabBodyMaxLength - 7)}</p>`;
    created(await create(t, headers, { kind: 'tab', name, body: tabBody }));
    const before = await ownRows(t);

    expectRefused(
      await create(t, headers, { kind: 'note', name: `${name}x`, body: '' }),
      400,
      TEMPLATE_ERRORS.longName,
    );
    expectRefused(
      await create(t, headers, { kind: 'note', name: 'Long', body: 'é'.repeat(NOTE_TEMPLATES.noteBodyMaxLength + 1) }),
      400,
      TEMPLATE_ERRORS.longNoteBody,
    );
    expectRefused(
      await create(t, headers, {
        kind: 'tab',
        name: 'Long',
        body: `<p>${'a'.repeat(NOTE_TEMPLATES.tabBodyMaxLength - 6)}</p>`,
      }),
      400,
      TEMPLATE_ERRORS.longTabBody,
    );
    expect(await ownRows(t)).toEqual(before);
  });

  it('refuses a template of 1 MB with its limits, whether the body limit or the text limit meets it first', async () => {
    const { headers } = await signInSubscriber(t);
    // A million characters fit in the app's 1 MiB body limit: the templates' own limit answers.
    for (const kind of ['tab', 'note']) {
      expectRefused(
        await create(t, headers, { kind, name: 'Huge', body: 'x'.repeat(1_000_000) }),
        400,
        kind === 'tab' ? TEMPLATE_ERRORS.longTabBody : TEMPLATE_ERRORS.longNoteBody,
      );
    }
    // A full mebibyte of text does not: refused unread, naming the limits all the same.
    const mebibyte = 'x'.repeat(1024 * 1024);
    expectRefused(
      await create(t, headers, { kind: 'tab', name: 'Huge', body: mebibyte }),
      413,
      TEMPLATE_ERRORS.requestTooLarge,
    );
    const own = created(await create(t, headers, { kind: 'note', name: 'Small', body: 'x' }));
    expectRefused(await update(t, headers, own.id, { body: mebibyte }), 413, TEMPLATE_ERRORS.requestTooLarge);
    expect((await list(t, headers)).filter((template) => !template.builtIn)).toEqual([own]);
  });

  it('refuses markup over the diary limits with a message', async () => {
    const { headers } = await signInSubscriber(t);
    expectRefused(
      await create(t, headers, { kind: 'tab', name: 'Deep', body: '<blockquote>'.repeat(101) }),
      400,
      'The template nests its formatting too deeply: at most 100 levels, as in a tab.',
    );
    expectRefused(
      await create(t, headers, { kind: 'tab', name: 'Busy', body: '<p>x</p>'.repeat(10_001) }),
      400,
      'The template has too much formatting: at most 10,000 formatted elements, as in a tab.',
    );
  });

  it.each([
    [{ kind: 'note', name: '', body: 'x' }, TEMPLATE_ERRORS.emptyName],
    [{ kind: 'note', name: ' \n\t ', body: 'x' }, TEMPLATE_ERRORS.emptyName],
    [{ kind: 'diary', name: 'x', body: 'x' }, 'Template kind (tab or note) is not valid.'],
    [{ name: 'x', body: 'x' }, 'Template kind (tab or note) is required.'],
    [{ kind: 'tab', body: 'x' }, 'Template name is required.'],
    [{ kind: 'tab', name: 'x' }, 'Template text is required.'],
    [{ kind: 'tab', name: 5, body: 'x' }, 'Template name must be text.'],
  ])('refuses the body %j', async (payload, error) => {
    const { headers } = await signInSubscriber(t);
    expectRefused(await create(t, headers, payload), 400, error);
    expect(await list(t, headers)).toEqual(builtIns);
  });

  it('refuses a second template of a kind with a name that reads the same, but not across kinds', async () => {
    const { headers } = await signInSubscriber(t);
    const first = created(await create(t, headers, { kind: 'tab', name: 'Clay  Report', body: '<p>x</p>' }));
    expectRefused(
      await create(t, headers, { kind: 'tab', name: 'clay report', body: '<p>y</p>' }),
      409,
      TEMPLATE_ERRORS.duplicateName('clay report'),
    );
    expectRefused(
      await create(t, headers, { kind: 'tab', name: 'MATCH REPORT', body: '<p>y</p>' }),
      409,
      TEMPLATE_ERRORS.duplicateName('MATCH REPORT'),
    );
    created(await create(t, headers, { kind: 'note', name: 'Clay report', body: 'y' }));
    const second = created(await create(t, headers, { kind: 'tab', name: 'Grass report', body: '<p>z</p>' }));
    expectRefused(
      await update(t, headers, second.id, { name: 'CLAY report' }),
      409,
      TEMPLATE_ERRORS.duplicateName('CLAY report'),
    );
    // Renaming a template to its own name in another case is no clash.
    expect((await update(t, headers, first.id, { name: 'clay report' })).statusCode).toBe(200);
    expect(
      (await list(t, headers)).filter((template) => template.kind === 'tab').map((template) => template.name),
    ).toEqual(['Match report', 'clay report', 'Grass report']);
  });

  it('refuses a template past the limit per member, also when they are sent at once', async () => {
    const { headers } = await signInSubscriber(t);
    const answers = await Promise.all(
      Array.from({ length: NOTE_TEMPLATES.perMember + 5 }, (_, index) =>
        create(t, headers, { kind: 'note', name: `Template ${index}`, body: 'x' }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(NOTE_TEMPLATES.perMember);
    for (const res of answers.filter((answer) => answer.statusCode !== 201))
      expectRefused(res, 409, TEMPLATE_ERRORS.tooMany);
    expect((await list(t, headers)).filter((template) => !template.builtIn)).toHaveLength(NOTE_TEMPLATES.perMember);
  });

  it('refuses to rename, edit or delete a built-in, and answers 404 for a made-up one', async () => {
    const { headers } = await signInSubscriber(t);
    expectRefused(
      await update(t, headers, 'builtin:match-report', { name: 'Mine' }),
      403,
      TEMPLATE_ERRORS.builtinChanged,
    );
    expectRefused(
      await update(t, headers, 'builtin:scouting-sheet', { body: '' }),
      403,
      TEMPLATE_ERRORS.builtinChanged,
    );
    expectRefused(await remove(t, headers, 'builtin:scouting-sheet'), 403, TEMPLATE_ERRORS.builtinDeleted);
    expectRefused(await remove(t, headers, 'builtin:nothing'), 404, 'Template not found.');
    expect(await list(t, headers)).toEqual(builtIns);
  });

  it('validates the rename and edit like the creation, saving nothing half', async () => {
    const { headers } = await signInSubscriber(t);
    const tab = created(await create(t, headers, { kind: 'tab', name: 'Mine', body: '<p>x</p>' }));
    expectRefused(await update(t, headers, tab.id, { name: ' ' }), 400, TEMPLATE_ERRORS.emptyName);
    expectRefused(
      await update(t, headers, tab.id, { name: 'Renamed', body: 'x'.repeat(NOTE_TEMPLATES.tabBodyMaxLength * 2 + 1) }),
      400,
      TEMPLATE_ERRORS.longTabBody,
    );
    expectRefused(await update(t, headers, tab.id, { name: 7 }), 400, 'Template name must be text.');
    expect((await list(t, headers)).find((template) => template.id === tab.id)).toEqual(tab);
  });

  it.each([
    ['PUT', `${TEMPLATES}/not%20an%20id`],
    ['DELETE', `${TEMPLATES}/${'a'.repeat(65)}`],
    ['DELETE', `${TEMPLATES}/..%2Fx`],
  ] as const)('%s %s answers 400', async (method, url) => {
    const { headers } = await signInSubscriber(t);
    const res = await t.app.inject({ method, url, headers, payload: method === 'PUT' ? { name: 'x' } : undefined });
    expectRefused(res, 400, 'templateId must match pattern "^[A-Za-z0-9:-]{1,64}$".');
  });

  it('refuses a body that is not JSON or too large', async () => {
    const { headers } = await signInSubscriber(t);
    const malformed = await t.app.inject({
      method: 'POST',
      url: TEMPLATES,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"kind": "tab",',
    });
    expectRefused(malformed, 400, 'The request body is not valid JSON.');
    const own = created(await create(t, headers, { kind: 'note', name: 'Mine', body: 'x' }));
    const edit = await t.app.inject({
      method: 'PUT',
      url: `${TEMPLATES}/${own.id}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expectRefused(edit, 400, 'The request body is not valid JSON.');
  });

  it("never shows, changes or deletes another member's template, and answers as for an id no one has", async () => {
    const { headers: alice } = await signInSubscriber(t);
    const { headers: bob } = await signInSubscriber(t);
    const secret = created(await create(t, alice, { kind: 'tab', name: 'Alice secret', body: '<p>Alice plan</p>' }));
    expect(await list(t, bob)).toEqual(builtIns);
    expectRefused(await update(t, bob, secret.id, { name: 'Bob' }), 404, 'Template not found.');
    expectRefused(await update(t, bob, secret.id, { body: '<p>Bob</p>' }), 404, 'Template not found.');
    expectRefused(await remove(t, bob, secret.id), 404, 'Template not found.');
    expectRefused(await remove(t, bob, '00000000-0000-4000-8000-000000000000'), 404, 'Template not found.');
    // Bob may use the same name: names are per member.
    created(await create(t, bob, { kind: 'tab', name: 'Alice secret', body: '<p>Bob plan</p>' }));
    expect((await list(t, alice)).filter((template) => !template.builtIn)).toEqual([secret]);
  });

  it('goes with the account', async () => {
    const { user, headers } = await signInSubscriber(t);
    created(await create(t, headers, { kind: 'note', name: 'Gone', body: 'x' }));
    await t.database.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await t.database.db.selectFrom('noteTemplates').where('userId', '=', user.id).selectAll().execute()).toEqual(
      [],
    );
  });
});
