import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** The API as a test answers it: by the request's path and query, e.g. '/api/notebook/players/P1?before=…'. */
export type Answers = (pathAndQuery: string) => { status: number; body: unknown } | undefined;

/** Renders the element under a router at `path` and a fresh query client, against `answers`. */
export async function mount(element: ReactNode, answers: Answers, path = '/') {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const asked: string[] = [];
  window.fetch = (input) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://api.test');
    const pathAndQuery = `${url.pathname}${url.search}`;
    asked.push(pathAndQuery);
    const answer = answers(pathAndQuery) ?? { status: 404, body: { error: 'Not found' } };
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  };
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(() => {
    root.render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      </QueryClientProvider>,
    );
    return Promise.resolve();
  });
  return {
    container,
    asked,
    unmount: () => {
      act(() => {
        root.unmount();
      });
      container.remove();
    },
  };
}

export { settle } from '../../../test/settle';

export async function click(element: Element | null | undefined) {
  if (!(element instanceof HTMLElement)) throw new Error('nothing to click');
  await act(() => {
    element.click();
    return Promise.resolve();
  });
}
