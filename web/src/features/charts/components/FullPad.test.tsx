// @vitest-environment happy-dom
import type { ChartPointInput } from '@baseline/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { click, mount } from '../../notebook/test/mount';
import { FullPad } from './FullPad';

let page: Awaited<ReturnType<typeof mount>>;
const added: ChartPointInput[] = [];

afterEach(() => {
  page.unmount();
  added.length = 0;
});

const key = (name: string) =>
  [...page.container.querySelectorAll('.keypad__key')].find(
    (button) => button.querySelector('.keypad__char')?.textContent === name,
  );
const button = (text: string) =>
  [...page.container.querySelectorAll('button')].find((each) => each.textContent === text);
const reading = () => page.container.querySelector('.full-pad__reading')?.textContent;

describe('the full level keypad', () => {
  it("builds a point's codes key by key, says what is wrong until it reads, then adds it and clears", async () => {
    page = await mount(
      <FullPad
        disabled={false}
        onPoint={(point) => {
          added.push(point);
          return true;
        }}
      />,
      () => undefined,
    );
    expect(button('Add point')?.hasAttribute('disabled')).toBe(true);
    for (const name of ['4', 'n', '6', 'f', '1']) await click(key(name));
    const [first, second] = [...page.container.querySelectorAll('input')];
    expect([first?.value, second?.value]).toEqual(['4n', '6f1']);
    expect(reading()).toContain('does not say how the point ended');
    expect(button('Add point')?.hasAttribute('disabled')).toBe(true);
    await click(key('@'));
    expect(reading()).toBe('The code reads.');
    await click(button('Add point'));
    expect(added).toEqual([{ level: 'full', first: '4n', second: '6f1@' }]);
    expect(first?.value).toBe('');
  });
});
