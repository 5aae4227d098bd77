import { createMemoryHistory } from 'history';
import { describe, expect, it } from 'vitest';
import { blockNavigation } from './blockNavigation';

function setUp() {
  const history = createMemoryHistory({ initialEntries: ['/home', '/diary'], initialIndex: 1 });
  const asked: (() => void)[] = [];
  const stop = blockNavigation(
    history,
    (next) => next.pathname !== '/diary',
    (proceed) => asked.push(proceed),
  );
  return { history, asked, stop };
}

describe('blockNavigation', () => {
  it('holds back a push, a replace and Back until the move is allowed', () => {
    const { history, asked } = setUp();
    history.push('/main');
    history.replace('/main');
    history.back();
    expect(history.location.pathname).toBe('/diary');
    expect(asked).toHaveLength(3);

    asked[2]?.();
    expect(history.location.pathname).toBe('/home');
  });

  it('lets moves it does not block through, and keeps blocking afterwards', () => {
    const { history, asked } = setUp();
    history.replace('/diary?date=2026-03-14');
    expect(history.location.search).toBe('?date=2026-03-14');
    history.push('/diary?date=2026-03-20');
    history.back();
    expect(history.location.search).toBe('?date=2026-03-14');
    expect(asked).toHaveLength(0);

    history.push('/main');
    expect(history.location.pathname).toBe('/diary');
    expect(asked).toHaveLength(1);
  });

  it('blocks again after an allowed move, and not at all once stopped', () => {
    const { history, asked, stop } = setUp();
    history.push('/main');
    asked[0]?.();
    expect(history.location.pathname).toBe('/main');
    history.push('/tennis');
    expect(history.location.pathname).toBe('/main');
    expect(asked).toHaveLength(2);

    stop();
    history.push('/tennis');
    expect(history.location.pathname).toBe('/tennis');
    expect(asked).toHaveLength(2);
  });
});
