// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/formatDate';
import { OfflineCopyNote } from './OfflineCopyNote';

function rendered(fetchedAt: string): string {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => {
    root.render(<OfflineCopyNote fetchedAt={fetchedAt} className="note" />);
  });
  const text = container.textContent;
  act(() => {
    root.unmount();
  });
  return text;
}

it('says when the offline copy was fetched, in the app’s date style, or only that it is one', () => {
  const iso = '2026-11-25T14:02:00.000Z';
  expect(rendered(iso)).toBe(`Offline copy from ${formatDateTime(iso) ?? ''}`);
  expect(rendered('unknown')).toBe('Offline copy');
});
