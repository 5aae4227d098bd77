import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { listenUrl } from './listen-url.js';

const DATA_DIR = '/tmp/baseline-listen-url-test';

describe("PUBLIC_URL's default", () => {
  it('is the address the server listens on', () => {
    expect(loadConfig({ DATA_DIR, JWT_SECRET: 'x', HOST: '127.0.0.1', PORT: '3741' }).publicUrl).toBe(
      'http://127.0.0.1:3741',
    );
    expect(loadConfig({ DATA_DIR, JWT_SECRET: 'x' }).publicUrl).toBe('http://localhost:3000');
  });

  it('is localhost on every interface, and an IPv6 host in brackets', () => {
    expect(listenUrl('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(listenUrl('::', 3000)).toBe('http://localhost:3000');
    expect(listenUrl('::1', 8080)).toBe('http://[::1]:8080');
    expect(listenUrl('baseline.lan', 80)).toBe('http://baseline.lan:80');
  });

  it('gives way to PUBLIC_URL when it is set', () => {
    const config = loadConfig({ DATA_DIR, JWT_SECRET: 'x', HOST: '0.0.0.0', PUBLIC_URL: 'https://baseline.example/' });
    expect(config.publicUrl).toBe('https://baseline.example');
  });
});
