import type { Draw } from '@baseline/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ProfilerOnRenderCallback } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { fakeServer, type FakeAnswer, type RecordedRequest } from '../../../test/fakeServer';
import { DrawBoard } from '../draw/DrawBoard';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** A DrawBoard mounted for a component test, against a fake API answering from `routes`. */
export interface MountedBoard {
  container: HTMLElement;
  /** The draw as a later refetch answers it: the same board, new data. */
  rerender: (draw: Draw) => Promise<void>;
  unmount: () => void;
  /** What the board asked the server, in order. */
  requests: RecordedRequest[];
  /** The board's queries, to refresh one as a sync or a save elsewhere would. */
  queryClient: QueryClient;
}

export async function mountDrawBoard(
  draw: Draw,
  routes: Record<string, FakeAnswer>,
  onBracketRender?: ProfilerOnRenderCallback,
): Promise<MountedBoard> {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const server = fakeServer(routes);
  window.fetch = (input, init) =>
    server.fetch(`${server.baseUrl}${input instanceof Request ? input.url : input.toString()}`, init);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  const render = (shown: Draw) =>
    act(() => {
      root.render(
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/']}>
            <DrawBoard draw={shown} onBracketRender={onBracketRender} />
          </MemoryRouter>
        </QueryClientProvider>,
      );
      return Promise.resolve();
    });
  await render(draw);
  return {
    container,
    requests: server.requests,
    queryClient,
    rerender: render,
    unmount: () => {
      act(() => {
        root.unmount();
      });
      container.remove();
    },
  };
}

export { settle } from '../../../test/settle';

/** A button by its label, or a player's name button by the full name in its title. */
export function findButton(container: HTMLElement, name: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.getAttribute('title') ?? b.textContent) === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

/** Clicks, then lets the answers it asks for arrive. */
export async function clickButton(container: HTMLElement, name: string) {
  await act(() => {
    findButton(container, name).click();
    return Promise.resolve();
  });
}
