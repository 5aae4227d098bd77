import { lazy, type ComponentType, type ReactElement } from 'react';
import { loadOnce } from '../lib/loadOnce';

/** A route's screen fetched when first shown; `preload` starts the fetch early, the render awaits the same one. */
export interface LazyScreen {
  element: ReactElement;
  preload: () => void;
}

export function lazyPage(load: () => Promise<ComponentType>): LazyScreen {
  const loadPage = loadOnce(load);
  const Page = lazy(async () => ({ default: await loadPage() }));
  return {
    element: <Page />,
    // A failed fetch is reported when the screen renders (RouteErrorBoundary), not here.
    preload: () => {
      loadPage().catch(() => undefined);
    },
  };
}
