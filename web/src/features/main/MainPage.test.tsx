// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { MainPage } from './MainPage';

let root: Root;
let container: HTMLElement;

beforeEach(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const server = fakeServer({});
  window.fetch = (input, init) =>
    server.fetch(`${server.baseUrl}${input instanceof Request ? input.url : input.toString()}`, init);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(() => {
    root.render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <MainPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return Promise.resolve();
  });
});

afterEach(() => {
  act(() => {
    root.unmount();
  });
  container.remove();
});

it('describes what the diary does now: search, notebook, history, export and import, offline', () => {
  const general = container.querySelector('a[href="/main/diary"]');
  expect(general?.querySelector('.view-card__title')?.textContent).toBe('General');
  expect(general?.querySelector('.view-card__text')?.textContent.replace(/\s+/g, ' ')).toBe(
    "Your dated diary: notes in tabs with tags, images and mentions of players and tournaments, gathered in a notebook on each. Search all you wrote, look back through a day's history, export or import it, and keep writing offline.",
  );
  expect(container.querySelector('a[href="/main/tennis"]')?.textContent).toContain('Tennis');
});
