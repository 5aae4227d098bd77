// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import type { DayEditor } from '../diary/hooks/useDayEditor';
import { mount, settle } from './test/mount';
import { useTabInAddress } from './useTabInAddress';

let unmount: () => void = () => undefined;
afterEach(() => {
  unmount();
});

function Day({ editor }: { editor: Pick<DayEditor, 'ready' | 'state' | 'dispatch'> }) {
  useTabInAddress(editor);
  return <p>{useLocation().search}</p>;
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
