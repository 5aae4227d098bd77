import filenamify from 'filenamify';

/*
 * Names for the files of the Markdown zip, made from what members typed (player names): one path segment each,
 * valid on Windows, macOS and Linux, linkable in Obsidian, and never two alike in one folder.
 */

// Path separators, the characters Windows refuses, those Obsidian's links cannot hold, and control characters:
// spaces rather than filenamify's replacement, so that '/etc:passwd<x>' reads 'etc passwd x'.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[/\\:*?"<>|#^[\]\u0000-\u001f\u007f]/g;
const MAX_LENGTH = 80;

/**
 * One safe path segment (without extension) for `wanted`; `fallback` when nothing of it is left. filenamify then
 * keeps the file systems' other rules: Windows' device names ('CON' becomes 'CON_'), no trailing dots or spaces,
 * no invisible formatting characters (a right-to-left override could disguise a name).
 */
export function safeFileName(wanted: string, fallback: string): string {
  const cleaned = wanted
    .normalize('NFC')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    // A leading dot hides the file: '..' becomes nothing.
    .replace(/^[\s.]+/, '')
    // Cut here: filenamify's own cut keeps what follows a name's last dot as an extension.
    .slice(0, MAX_LENGTH);
  return cleaned === '' ? fallback : filenamify(cleaned, { replacement: '_', maxLength: Number.POSITIVE_INFINITY });
}

/** Hands out names unique within one folder, ignoring case as Windows and macOS do: `Name`, `Name (2)`, … */
export function createUniqueNames() {
  const taken = new Set<string>();
  return (name: string): string => {
    let unique = name;
    for (let n = 2; taken.has(unique.toLowerCase()); n += 1) unique = `${name} (${n})`;
    taken.add(unique.toLowerCase());
    return unique;
  };
}
