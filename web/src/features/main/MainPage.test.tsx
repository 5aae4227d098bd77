// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it } from 'vitest';
import { mount } from '../notebook/test/mount';
import { MainPage } from './MainPage';

let page: Awaited<ReturnType<typeof mount>>;

beforeEach(async () => {
  page = await mount(<MainPage />, () => undefined, '/main');
});

afterEach(() => {
  page.unmount();
});

it('describes what the diary does now: mentions and the notebook, search, history, export and import, offline', () => {
  const general = page.container.querySelector('a[href="/main/diary"]');
  expect(general?.querySelector('.view-card__title')?.textContent).toBe('General');
  expect(general?.querySelector('.view-card__text')?.textContent.replace(/\s+/g, ' ')).toBe(
    "Your dated diary: notes in tabs with tags, images and mentions of players and tournaments, gathered in a notebook on each. Search all you wrote, look back through a day's history, export or import it, and keep writing offline.",
  );
  expect(page.container.querySelector('a[href="/main/tennis"]')?.textContent).toContain('Tennis');
});

it('leads to the charted matches', () => {
  expect(page.container.querySelector('a[href="/main/charts"] .view-card__title')?.textContent).toBe('Charts');
});
