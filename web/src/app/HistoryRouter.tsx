import type { BrowserHistory, Update } from 'history';
import { useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { NavigationType, Router } from 'react-router';
import { RouteProgress } from './RouteProgress';

const NAVIGATION_TYPES: Record<Update['action'], NavigationType> = {
  POP: NavigationType.Pop,
  PUSH: NavigationType.Push,
  REPLACE: NavigationType.Replace,
};

/**
 * React Router over our own history (which can hold navigations back). Each move is a transition, so the
 * current screen stays up, under the progress bar, until the next one's code has arrived.
 */
export function HistoryRouter({ history, children }: { history: BrowserHistory; children: ReactNode }) {
  const [update, setUpdate] = useState<Update>({ action: history.action, location: history.location });
  const [loading, startTransition] = useTransition();

  useLayoutEffect(
    () =>
      history.listen((next) => {
        startTransition(() => {
          setUpdate(next);
        });
      }),
    [history],
  );

  return (
    <>
      {loading && <RouteProgress />}
      <Router location={update.location} navigationType={NAVIGATION_TYPES[update.action]} navigator={history}>
        {children}
      </Router>
    </>
  );
}
