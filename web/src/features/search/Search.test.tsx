// @vitest-environment happy-dom
import { SEARCH_MESSAGES, type SearchResponse } from '@baseline/contract';
import { act } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatLongDay } from '../../lib/formatDate';
import { settle } from '../../test/settle';
import { mount } from '../notebook/test/mount';
import { SearchLauncher } from './SearchLauncher';

const PAYLOAD = '<img src=x onerror="window.hacked=1">';

const firstPage: SearchResponse = {
  total: 12,
  nextOffset: 2,
  results: [
    {
      kind: 'diary',
      date: '2026-06-14',
      tab: 0,
      title: [{ text: 'Practice', match: false }],
      tags: ['clay', 'serve'],
      excerpt: [
        { text: 'Worked on the ', match: false },
        { text: 'second serve', match: true },
        { text: ` again ${PAYLOAD}`, match: false },
      ],
    },
    {
      kind: 'diary',
      date: '2026-05-02',
      tab: 2,
      title: [
        { text: 'Match v ', match: false },
        { text: 'Serve', match: true },
        { text: 'r', match: false },
      ],
      tags: [],
      excerpt: [{ text: 'Double faults on clay', match: false }],
    },
  ],
};
const secondPage: SearchResponse = {
  total: 12,
  nextOffset: null,
  results: [
    {
      kind: 'player',
      playerId: 'P 7',
      playerName: 'Jannik Sinner',
      tournamentId: 'T1',
      tournamentName: 'Roland Garros',
      year: 2026,
      date: '2026-06-01',
      excerpt: [{ text: 'Kick serve', match: true }],
    },
  ],
};

/** Stands in for the browser's observer: a test says when the list's end comes into view. */
class FakeIntersectionObserver {
  static observing = new Set<FakeIntersectionObserver>();
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    FakeIntersectionObserver.observing.add(this);
  }
  disconnect() {
    FakeIntersectionObserver.observing.delete(this);
  }
  static async scrollEndIntoView() {
    await act(() => {
      for (const observer of FakeIntersectionObserver.observing) {
        observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], observer as never);
      }
      return Promise.resolve();
    });
  }
}

/** What the server answers a search; a test changes it between its steps. */
let answer: { status: number; body: unknown };
let view: Awaited<ReturnType<typeof mount>>;
let container: HTMLElement;

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

beforeEach(async () => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  answer = { status: 200, body: firstPage };
  view = await mount(
    <>
      <div contentEditable suppressContentEditableWarning aria-label="Note">
        A note
      </div>
      <SearchLauncher />
      <Address />
    </>,
    (pathAndQuery) => (pathAndQuery.startsWith('/api/search?') ? answer : undefined),
    '/main/tennis',
  );
  container = view.container;
});

afterEach(() => {
  view.unmount();
  FakeIntersectionObserver.observing.clear();
  vi.unstubAllGlobals();
});

const dialog = () => container.querySelector<HTMLDialogElement>('dialog.search-dialog');
const box = () => {
  const found = container.querySelector<HTMLInputElement>('input[role="combobox"]');
  if (!found) throw new Error('no search box');
  return found;
};
const options = () => [...container.querySelectorAll<HTMLElement>('[role="option"]')];
const address = () => container.querySelector('[data-testid="address"]')?.textContent;
/** The search requests made, each as its query's parameters. */
const searches = () =>
  view.asked
    .filter((asked) => asked.startsWith('/api/search?'))
    .map((asked) => Object.fromEntries(new URL(asked, 'http://api.test').searchParams));

async function press(target: EventTarget, key: string, modifiers: KeyboardEventInit = {}): Promise<KeyboardEvent> {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...modifiers });
  await act(() => {
    target.dispatchEvent(event);
    return Promise.resolve();
  });
  return event;
}

async function openSearch() {
  await act(() => {
    container.querySelector<HTMLButtonElement>('.search-launcher')?.click();
    return Promise.resolve();
  });
}

async function typeQuery(text: string) {
  await act(() => {
    // React tracks the field's value property: the prototype's setter changes it as typing would.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box(), text);
    box().dispatchEvent(new Event('input', { bubbles: true }));
    return Promise.resolve();
  });
}

async function searchFor(text: string) {
  await openSearch();
  await typeQuery(text);
  await settle(() => options().length > 0);
}

describe('opening the search', () => {
  it('opens with Ctrl+K or Cmd+K, from inside an editable note too, and holds back the browser’s own', async () => {
    const note = container.querySelector('[contenteditable]');
    if (!note) throw new Error('no note');
    const ctrl = await press(note, 'k', { ctrlKey: true });
    expect(ctrl.defaultPrevented).toBe(true);
    expect(dialog()?.open).toBe(true);
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Search');

    await press(box(), 'Escape');
    expect(dialog()?.open).toBe(false);
    const cmd = await press(document.body, 'K', { metaKey: true });
    expect(cmd.defaultPrevented).toBe(true);
    expect(dialog()?.open).toBe(true);
  });

  it('leaves other keys and Ctrl+Alt+K alone', async () => {
    const plain = await press(document.body, 'k');
    const withAlt = await press(document.body, 'k', { ctrlKey: true, altKey: true });
    expect([plain.defaultPrevented, withAlt.defaultPrevented]).toEqual([false, false]);
    expect(dialog()?.open).toBe(false);
  });

  it('does not open over another dialog (a question waiting for its answer)', async () => {
    const question = document.createElement('dialog');
    document.body.append(question);
    question.showModal();
    const event = await press(document.body, 'k', { ctrlKey: true });
    expect(event.defaultPrevented).toBe(true);
    expect(dialog()?.open).toBe(false);
    question.remove();
  });

  it('is opened by the header button, which shows its shortcut', async () => {
    const button = container.querySelector<HTMLButtonElement>('.search-launcher');
    expect(button?.textContent).toMatch(/^Search(Ctrl\+K|⌘K)$/);
    expect(button?.getAttribute('aria-keyshortcuts')).toBe('Control+K Meta+K');
    await openSearch();
    expect(dialog()?.open).toBe(true);
  });

  it('shows the language beside the box, built from the contract’s filters, until a search is typed', async () => {
    await openSearch();
    const help = container.querySelector<HTMLDetailsElement>('details.search-help');
    expect(help?.open).toBe(true);
    expect([...container.querySelectorAll('.search-help__example')].map((code) => code.textContent)).toEqual([
      'serve clay',
      '"second serve"',
      '-indoor',
      'serve OR return',
      'tag:clay',
      '-tag:clay',
      'player:sinner',
      'event:wimbledon',
      'in:diary',
      'from:2025-06-01',
      'to:2025-07-15',
    ]);
    expect(container.querySelector('.search-help__meaning')?.textContent).toBe('every word, in any order');
    expect(searches()).toEqual([]);

    await typeQuery('serve');
    await settle(() => help?.open === false);
  });
});

describe('the results', () => {
  it('asks once typing pauses, and shows the count and each result drawn from its segments', async () => {
    await searchFor('  "second serve" tag:clay ');
    expect(searches()).toEqual([{ q: '"second serve" tag:clay', sort: 'relevance' }]);
    expect(container.querySelector('[role="status"]')?.textContent).toBe('12 results');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(box().getAttribute('aria-controls')).toBe(container.querySelector('[role="listbox"]')?.id);

    const [first, second] = options();
    expect(first?.querySelector('.search-result__date')?.textContent).toBe(formatLongDay('2026-06-14'));
    expect(first?.querySelector('.search-result__title')?.textContent).toBe('Practice');
    expect([...(first?.querySelectorAll('.search-result__tag') ?? [])].map((tag) => tag.textContent)).toEqual([
      'clay',
      'serve',
    ]);
    expect(first?.querySelector('.search-result__excerpt')?.innerHTML).toBe(
      'Worked on the <mark class="search-mark">second serve</mark> again &lt;img src=x onerror="window.hacked=1"&gt;',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(second?.querySelector('.search-result__title')?.innerHTML).toBe(
      'Match v <mark class="search-mark">Serve</mark>r',
    );
  });

  it('asks for the next page at the server’s offset when the list’s end comes into view', async () => {
    await searchFor('serve');
    answer = { status: 200, body: secondPage };
    await FakeIntersectionObserver.scrollEndIntoView();
    await settle(() => options().length === 3);
    expect(searches()).toEqual([
      { q: 'serve', sort: 'relevance' },
      { q: 'serve', sort: 'relevance', offset: '2' },
    ]);
    const player = options()[2];
    expect(player?.querySelector('.search-result__date')?.textContent).toBe('Jannik Sinner');
    expect(player?.querySelector('.search-result__title')?.textContent).toBe('Roland Garros 2026');
    expect(player?.querySelector('.search-result__excerpt')?.innerHTML).toBe(
      '<mark class="search-mark">Kick serve</mark>',
    );
    // The last page: nothing left to ask for.
    expect(container.querySelector('.search__more')).toBeNull();
  });

  it('asks again, newest first, when the switch says so', async () => {
    await searchFor('serve');
    await act(() => {
      container.querySelector<HTMLInputElement>('input[type="radio"][value="newest"]')?.click();
      return Promise.resolve();
    });
    await settle(() => searches().length === 2);
    expect(searches()[1]).toEqual({ q: 'serve', sort: 'newest' });
  });

  it('shows the server’s 400 sentence under the box, and no results', async () => {
    answer = { status: 400, body: { error: SEARCH_MESSAGES.onlyExclusions } };
    await openSearch();
    await typeQuery('-clay');
    await settle(() => container.querySelector('[role="alert"]')?.textContent !== '');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(SEARCH_MESSAGES.onlyExclusions);
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(box().getAttribute('aria-describedby')).toBe(container.querySelector('[role="alert"]')?.id);
    expect(options()).toEqual([]);
    expect(container.querySelector('[role="status"]')?.textContent).toBe('');
    expect(dialog()?.open).toBe(true);
  });
});

describe('the keyboard', () => {
  it('moves through the results with the arrows, and Enter opens the day at that tab', async () => {
    await searchFor('serve');
    await press(box(), 'ArrowDown');
    await press(box(), 'ArrowDown');
    await press(box(), 'ArrowDown');
    const second = options()[1];
    expect(box().getAttribute('aria-activedescendant')).toBe(second?.id);
    expect(options().map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    await press(box(), 'ArrowUp');
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
    await press(box(), 'ArrowDown');

    const enter = await press(box(), 'Enter');
    expect(enter.defaultPrevented).toBe(true);
    expect(address()).toBe('/main/diary?date=2026-05-02&tab=2');
    expect(dialog()?.open).toBe(false);
  });

  it('opens a player result on the player’s page, by a click too', async () => {
    answer = { status: 200, body: secondPage };
    await searchFor('sinner');
    await act(() => {
      options()[0]?.click();
      return Promise.resolve();
    });
    expect(address()).toBe('/main/tennis/players/P%207');
    expect(dialog()?.open).toBe(false);
  });

  it('Escape closes the search and leaves the page where it was', async () => {
    await searchFor('serve');
    await press(box(), 'ArrowDown');
    const escape = await press(box(), 'Escape');
    expect(escape.defaultPrevented).toBe(true);
    expect(dialog()?.open).toBe(false);
    expect(address()).toBe('/main/tennis');
  });
});
