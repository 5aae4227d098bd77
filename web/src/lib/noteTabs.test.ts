import { describe, expect, it } from 'vitest';
import { tabHasContent, toSaveNotes, type TabFields } from './noteTabs';

const tab = (overrides: Partial<TabFields> = {}): TabFields => ({
  title: 'Tab 1',
  content: '<p></p>',
  tags: [],
  image: null,
  ...overrides,
});

describe('tabHasContent', () => {
  it('sees an empty editor as empty', () => {
    expect(tabHasContent(tab())).toBe(false);
    expect(tabHasContent(tab({ content: '' }))).toBe(false);
    expect(tabHasContent(tab({ content: '<p>&nbsp;</p>' }))).toBe(false);
  });

  it('sees text, a rule, tags or an image as content', () => {
    expect(tabHasContent(tab({ content: '<p><strong>x</strong></p>' }))).toBe(true);
    expect(tabHasContent(tab({ content: '<hr>' }))).toBe(true);
    expect(tabHasContent(tab({ tags: ['clay'] }))).toBe(true);
    expect(tabHasContent(tab({ image: 'data:image/png;base64,AA==' }))).toBe(true);
  });
});

describe('toSaveNotes', () => {
  it('sends every tab with the image terms flag set for tabs with an image', () => {
    const image = 'data:image/png;base64,AA==';
    expect(toSaveNotes([tab({ content: '<p>x</p>' }), tab({ title: 'B', image })])).toEqual([
      { title: 'Tab 1', content: '<p>x</p>', tags: [], image: null, acceptedImageTerms: false },
      { title: 'B', content: '<p></p>', tags: [], image, acceptedImageTerms: true },
    ]);
  });

  it('sends no notes for a day of blank default tabs, so the server deletes it', () => {
    expect(toSaveNotes([tab(), tab({ title: 'Tab 2' })])).toEqual([]);
  });

  it('keeps a blank tab that was given a name', () => {
    expect(toSaveNotes([tab({ title: 'Plan' })])).toHaveLength(1);
  });
});
