// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import type { DayEditor } from './hooks/useDayEditor';
import { mount, settle } from '../notebook/test/mount';
import { useTabInAddress } from './useTabInAddress';

let unmount: () => void = () => undefined;
afterEach(() => {
  unmount();
  vi.restoreAllMocks();
});

function Day({ editor }: { editor: Pick<DayEditor, 'ready' | 'state' | 'dispatch'> }) {
  useTabInAddress(editor);
  return (
    <>
      <p>{useLocation().search}</p>
      <button type="button" id="diary-tab-9" aria-label="Third tab" aria-controls="day-panel" />
      <div id="day-panel" />
    </>
  );
}

const tabs = [{ id: 7 }, { id: 8 }, { id: 9 }];

async function open(path: string, ready: boolean) {
  const dispatch = vi.fn();
  const editor = { ready, state: { tabs }, dispatch } as unknown as Pick<DayEditor, 'ready' | 'state' | 'dispatch'>;
  const mounted = await mount(<Day editor={editor} />, () => undefined, path);
  unmount = mounted.unmount;
  return { ...mounted, dispatch };
}

describe('a diary day opened at a tab', () => {
  it('selects the tab once the day is loaded, then takes it out of the address', async () => {
    const { container, dispatch } = await open('/main/diary?date=2026-03-05&tab=2', true);
    await settle(() => container.textContent === '?date=2026-03-05');
    expect(dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'selectTab', id: 9 });
  });

  it('scrolls the page to the tab when its text would start low on the screen, and leaves it be when the text shows', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    for (const top of [2000, 100]) {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
        DOMRect.fromRect({ x: 0, y: top, width: 80, height: 40 }),
      );
      const { container } = await open('/main/diary?date=2026-03-05&tab=2', true);
      await settle(() => container.textContent === '?date=2026-03-05');
      await new Promise((resolve) => requestAnimationFrame(resolve));
      unmount();
    }
    expect(scrolled).toHaveBeenCalledExactlyOnceWith({ block: 'start' });
  });

  it('waits for the day', async () => {
    const { container, dispatch } = await open('/main/diary?date=2026-03-05&tab=1', false);
    await settle(() => true);
    expect(container.textContent).toBe('?date=2026-03-05&tab=1');
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('drops a tab the day does not have, or that is no tab number', async () => {
    for (const tab of ['5', 'x']) {
      const { container, dispatch } = await open(`/main/diary?date=2026-03-05&tab=${tab}`, true);
      await settle(() => container.textContent === '?date=2026-03-05');
      expect(dispatch).not.toHaveBeenCalled();
      unmount();
    }
  });
});
