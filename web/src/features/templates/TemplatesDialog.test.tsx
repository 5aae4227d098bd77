// @vitest-environment happy-dom
import { BUILTIN_TEMPLATES, type NoteTemplate } from '@baseline/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import type { InsertMode } from './insertion';
import TemplatesDialog from './TemplatesDialog';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const own: NoteTemplate = { id: 'own-1', kind: 'tab', name: '<b>Clay</b> report', body: '<p>Clay</p>', builtIn: false };
const templates = [...BUILTIN_TEMPLATES.map((template) => ({ ...template, builtIn: true })), own];
const matchReport = BUILTIN_TEMPLATES.find((template) => template.id === 'builtin:match-report') as NoteTemplate;

let root: Root;
let container: HTMLElement;
let applied: { body: string; mode: InsertMode }[];

async function render(current: string) {
  await act(() => {
    root.render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <TemplatesDialog
          open
          kind="tab"
          current={current}
          onApply={(body, mode) => applied.push({ body, mode })}
          onClose={() => undefined}
        />
      </QueryClientProvider>,
    );
    return Promise.resolve();
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
}

const button = (name: string) => {
  const found = [...document.querySelectorAll('button')].find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

async function click(name: string) {
  await act(() => {
    button(name).click();
    return Promise.resolve();
  });
}

const askDialog = () => document.querySelector<HTMLDialogElement>('dialog.insert-choice-dialog');

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const server = fakeServer({ 'GET /api/templates': { status: 200, body: { templates } } });
  window.fetch = (input, init) =>
    server.fetch(`${server.baseUrl}${input instanceof Request ? input.url : input.toString()}`, init);
  applied = [];
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => {
    root.unmount();
  });
  container.remove();
});

describe('TemplatesDialog', () => {
  it("lists the kind's built-ins and the member's own, names as text", async () => {
    await render('');
    const names = [...container.querySelectorAll('.templates-dialog__name')].map((name) => name.textContent);
    expect(names).toEqual(['Match reportBuilt in', '<b>Clay</b> report']);
    expect(container.querySelector('.templates-dialog b')).toBeNull();
    // Only the member's own can be renamed or deleted.
    expect(() => button('Delete Match report')).toThrow();
    expect(button('Delete <b>Clay</b> report')).toBeDefined();
  });

  it('puts a template into an empty tab at once', async () => {
    await render('');
    await click('Use Match report');
    expect(applied).toEqual([{ body: matchReport.body, mode: 'insert' }]);
    expect(askDialog()?.open).toBe(false);
  });

  it('never puts a template into text already written without asking, and Cancel leaves it alone', async () => {
    await render('<p>Sinner served well.</p>');
    await click('Use Match report');
    expect(applied).toEqual([]);
    expect(askDialog()?.open).toBe(true);
    expect(askDialog()?.textContent).toContain('This tab already has text.');
    await click('Cancel');
    expect(askDialog()?.open).toBe(false);
    expect(applied).toEqual([]);
  });

  it('inserts at the cursor or replaces, as chosen', async () => {
    await render('<p>Sinner served well.</p>');
    await click('Use Match report');
    await click('Insert at cursor');
    await click('Use <b>Clay</b> report');
    await click('Replace');
    expect(applied).toEqual([
      { body: matchReport.body, mode: 'insert' },
      { body: own.body, mode: 'replace' },
    ]);
  });

  it('asks before deleting an own template', async () => {
    await render('');
    await click('Delete <b>Clay</b> report');
    const confirm = [...document.querySelectorAll('dialog')].find((dialog) =>
      dialog.textContent.includes('Delete the template "<b>Clay</b> report"?'),
    );
    expect(confirm?.open).toBe(true);
  });
});
