// @vitest-environment happy-dom
import type { DiaryBacklink, NotebookPlayerResponse } from '@baseline/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { PlayerDiaryDays } from './PlayerDiaryDays';
import { click, mount, settle } from './test/mount';

const day = (date: string, tabIndex: number, fields: Partial<DiaryBacklink> = {}): DiaryBacklink => ({
  date,
  tabIndex,
  tabTitle: `Tab ${tabIndex}`,
  excerpt: `Watch @Ada serve on ${date}`,
  ...fields,
});

let unmount: () => void = () => undefined;
afterEach(() => {
  unmount();
});

async function show(answers: Record<string, NotebookPlayerResponse | number>, compact = false) {
  const mounted = await mount(<PlayerDiaryDays playerId="P1" playerName="Ada Serve" compact={compact} />, (path) => {
    const answer = answers[path];
    if (answer === undefined) return undefined;
    return typeof answer === 'number' ? { status: answer, body: { error: 'down' } } : { status: 200, body: answer };
  });
  unmount = mounted.unmount;
  return mounted;
}

const links = (container: HTMLElement) =>
  [...container.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);

describe('a player’s diary days', () => {
  it('lists each day as a link to the day at its tab, newest first as answered', async () => {
    const { container } = await show({
      '/api/notebook/players/P1': { days: [day('2026-03-05', 1), day('2026-02-01', 0, { tabTitle: '' })], total: 2 },
    });
    await settle(() => container.querySelectorAll('li').length === 2);
    expect(container.querySelector('h3')?.textContent).toBe('In your diary');
    expect(links(container)).toEqual([
      ['Thursday, March 5, 2026 · Tab 1', '/main/diary?date=2026-03-05&tab=1'],
      ['Sunday, February 1, 2026 · Untitled', '/main/diary?date=2026-02-01&tab=0'],
    ]);
    expect(container.textContent).toContain('Watch @Ada serve on 2026-03-05');
  });

  it('shows markup in a title or an excerpt as text', async () => {
    const markup = '<img src=x onerror="window.hacked=1">';
    const { container } = await show({
      '/api/notebook/players/P1': {
        days: [day('2026-03-05', 0, { tabTitle: markup, excerpt: `<b>${markup}</b>` })],
        total: 1,
      },
    });
    await settle(() => container.querySelectorAll('li').length === 1);
    expect(container.querySelector('img, b')).toBeNull();
    expect(container.textContent).toContain(markup);
    expect(container.textContent).toContain(`<b>${markup}</b>`);
  });

  it('brings older days page by page', async () => {
    const first = Array.from({ length: 3 }, (_, index) => day(`2026-03-0${9 - index}`, 0));
    const { container, asked } = await show({
      '/api/notebook/players/P1': { days: first, total: 4, next: '2026-03-07:0' },
      '/api/notebook/players/P1?before=2026-03-07%3A0': { days: [day('2026-01-01', 3)], total: 4 },
    });
    await settle(() => container.querySelectorAll('li').length === 3);
    const more = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Show older days (1 more)',
    );
    await click(more);
    await settle(() => container.querySelectorAll('li').length === 4);
    expect(asked).toContain('/api/notebook/players/P1?before=2026-03-07%3A0');
    expect(container.querySelector('button')).toBeNull();
  });

  it('says when no day mentions the player, and when the days cannot be loaded', async () => {
    const empty = await show({ '/api/notebook/players/P1': { days: [], total: 0 } });
    await settle(() => empty.container.textContent.includes('No day in your diary mentions Ada Serve yet.'));
    unmount();
    const failed = await show({ '/api/notebook/players/P1': 502 });
    await settle(() => failed.container.querySelector('[role=alert]') !== null);
    expect(failed.container.querySelector('[role=alert]')?.textContent).toBe('Unable to load your diary days.');
  });

  it('in the notes panel, lists the newest few and leads to the player’s page for the rest', async () => {
    const days = Array.from({ length: 5 }, (_, index) => day(`2026-03-0${9 - index}`, 0));
    const { container } = await show({ '/api/notebook/players/P1': { days, total: 5 } }, true);
    await settle(() => container.querySelectorAll('li').length === 3);
    expect(container.querySelector('h4')?.textContent).toBe('In your diary');
    expect(links(container).at(-1)).toEqual(["All 5 diary days on Ada Serve's page", '/main/tennis/players/P1']);
  });
});
