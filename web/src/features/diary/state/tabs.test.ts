import { describe, expect, it } from 'vitest';
import { displayTitle, nextTabTitle, tabHasContent, titleAfterTemplate, toSaveNotes, type TabFields } from './tabs';

const tab = (overrides: Partial<TabFields> = {}): TabFields => ({
  title: 'Tab 1',
  content: '<p></p>',
  tags: [],
  image: null,
  ...overrides,
});

describe('displayTitle', () => {
  it("shows 'Untitled' for a missing title", () => {
    expect(displayTitle('')).toBe('Untitled');
    expect(displayTitle('  ')).toBe('Untitled');
    expect(displayTitle('Serve')).toBe('Serve');
  });
});

describe('nextTabTitle', () => {
  it("numbers new tabs 'Tab N'", () => {
    expect(nextTabTitle([])).toBe('Tab 1');
    expect(nextTabTitle([{ title: 'Tab 1' }])).toBe('Tab 2');
    expect(nextTabTitle([{ title: 'Tab 1' }, { title: 'Tab 3' }])).toBe('Tab 4');
    expect(nextTabTitle([{ title: 'Notes' }, { title: 'Tab 1' }])).toBe('Tab 3');
  });
});

describe('titleAfterTemplate', () => {
  it("gives a tab made with + or left untitled the template's name, and keeps a name the member gave", () => {
    expect(titleAfterTemplate('Tab 2', 'Match report')).toBe('Match report');
    expect(titleAfterTemplate(' ', 'Match report')).toBe('Match report');
    expect(titleAfterTemplate('Sinner v Alcaraz', 'Match report')).toBe('Sinner v Alcaraz');
    expect(titleAfterTemplate('Tab 2 notes', 'Match report')).toBe('Tab 2 notes');
  });
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
