import { describe, expect, it } from 'vitest';
import { tabDisplayTitle } from '@baseline/contract/limits';
import { nextTabTitle, titleAfterTemplate } from './tabs';

describe('tabDisplayTitle', () => {
  it("shows 'Untitled' for a missing title, in the diary and in the notebook's links alike", () => {
    expect(tabDisplayTitle('')).toBe('Untitled');
    expect(tabDisplayTitle('  ')).toBe('Untitled');
    expect(tabDisplayTitle('Serve')).toBe('Serve');
    expect(tabDisplayTitle('Match report')).toBe('Match report');
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
