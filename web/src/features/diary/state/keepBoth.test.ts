import { describe, expect, it } from 'vitest';
import { keepBothTabs } from './keepBoth';
import type { TabFields } from '../../../lib/noteTabs';

const tab = (title: string, content: string, overrides: Partial<TabFields> = {}): TabFields => ({
  title,
  content,
  tags: [],
  image: null,
  ...overrides,
});

describe('keepBothTabs', () => {
  it("keeps the saved tabs first, then this device's, marking a title both use", () => {
    const saved = [tab('Serve', '<p>Theirs.</p>')];
    const mine = [tab('Serve', '<p>Mine.</p>'), tab('Return', '<p>Deep.</p>', { tags: ['Sinner'] })];
    expect(keepBothTabs(saved, mine)).toEqual([
      tab('Serve', '<p>Theirs.</p>'),
      tab('Serve (this device)', '<p>Mine.</p>'),
      tab('Return', '<p>Deep.</p>', { tags: ['Sinner'] }),
    ]);
  });

  it('adds no second copy of a tab the saved version already holds', () => {
    const shared = tab('Serve', '<p>Same.</p>');
    expect(keepBothTabs([shared], [shared, tab('Tab 2', '<p>New.</p>')])).toEqual([
      shared,
      tab('Tab 2', '<p>New.</p>'),
    ]);
  });

  it('keeps a marked title within the title limit', () => {
    const long = 'x'.repeat(100);
    const [, marked] = keepBothTabs([tab(long, '<p>A.</p>')], [tab(long, '<p>B.</p>')]);
    expect(marked?.title).toBe(`${'x'.repeat(86)} (this device)`);
    expect(marked?.title).toHaveLength(100);
  });

  it("keeps this device's tabs whole when nothing was saved elsewhere", () => {
    expect(keepBothTabs([], [tab('Tab 1', '<p>Mine.</p>')])).toEqual([tab('Tab 1', '<p>Mine.</p>')]);
  });
});
