import { describe, expect, it } from 'vitest';
import { dateTimeFormat } from './dateTimeFormat';

describe('dateTimeFormat', () => {
  it('hands back the same format for the same locale and options', () => {
    const first = dateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' })).toBe(first);
  });

  it('builds another format when the locale or an option differs', () => {
    const longMonth = dateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });
    expect(dateTimeFormat('de-DE', { month: 'long', timeZone: 'UTC' })).not.toBe(longMonth);
    expect(dateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' })).not.toBe(longMonth);
    expect(dateTimeFormat(undefined, { month: 'long', timeZone: 'UTC' })).not.toBe(longMonth);
  });

  it('formats as a format built directly would', () => {
    const date = new Date(Date.UTC(2026, 2, 14));
    const options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' };
    expect(dateTimeFormat('en-GB', options).format(date)).toBe(new Intl.DateTimeFormat('en-GB', options).format(date));
  });
});
