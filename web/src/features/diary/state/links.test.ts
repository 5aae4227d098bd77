import { describe, expect, it } from 'vitest';
import { isAllowedLink } from './links';

describe('isAllowedLink', () => {
  it('keeps every scheme SPEC section 5 allows, in any case', () => {
    for (const href of [
      'http://a.test',
      'HTTPS://a.test',
      'ftp://a.test',
      'ftps://a.test',
      'mailto:me@a.test',
      'tel:+441234',
      'callto:me',
      'sms:+441234',
      'cid:part1',
      'xmpp:me@a.test',
    ]) {
      expect(isAllowedLink(href), href).toBe(true);
    }
  });

  it('keeps relative addresses', () => {
    expect(isAllowedLink('/main/diary')).toBe(true);
    expect(isAllowedLink('#notes')).toBe(true);
    expect(isAllowedLink('notes/today.html')).toBe(true);
    expect(isAllowedLink('')).toBe(true);
  });

  it('refuses script, data and unknown schemes', () => {
    expect(isAllowedLink('javascript:alert(1)')).toBe(false);
    expect(isAllowedLink('JavaScript:alert(1)')).toBe(false);
    expect(isAllowedLink('data:text/html,<script>alert(1)</script>')).toBe(false);
    expect(isAllowedLink('vbscript:msgbox')).toBe(false);
    expect(isAllowedLink('file:///etc/passwd')).toBe(false);
  });

  it('sees through the characters browsers ignore inside a scheme', () => {
    expect(isAllowedLink('java\tscript:alert(1)')).toBe(false);
    expect(isAllowedLink(' \njavascript:alert(1)')).toBe(false);
    expect(isAllowedLink('java\u0000script:alert(1)')).toBe(false);
  });
});
