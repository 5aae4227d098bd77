import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDirectory } from './create-directory.js';

describe('createDirectory', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'create-directory-'));
  });
  afterEach(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it('creates the folder and every missing parent', () => {
    const dir = path.join(root, 'a', 'b', 'c');
    createDirectory(dir);
    expect(statSync(dir).isDirectory()).toBe(true);
  });

  it('leaves a folder that exists as it is', () => {
    writeFileSync(path.join(root, 'kept.txt'), 'kept');
    createDirectory(root);
    expect(statSync(path.join(root, 'kept.txt')).isFile()).toBe(true);
  });

  it('fails with the system error where a file stands in the way', () => {
    writeFileSync(path.join(root, 'file'), '');
    expect(() => {
      createDirectory(path.join(root, 'file', 'data'));
    }).toThrow(expect.objectContaining({ code: 'ENOTDIR' }) as Error);
  });

  it.runIf(process.platform === 'linux')('fails at once under /proc, where a recursive mkdir never returns', () => {
    expect(() => {
      createDirectory('/proc/baseline-data/nested');
    }).toThrow(expect.objectContaining({ code: 'ENOENT' }) as Error);
  });
});
