/*
 * Names for the files of the Markdown zip, made from what members typed (player names): one path segment each,
 * valid on Windows, macOS and Linux, linkable in Obsidian, and never two alike in one folder.
 */

// Path separators, the characters Windows refuses, those Obsidian's links cannot hold, and control characters.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[/\\:*?"<>|#^[\]\u0000-\u001f\u007f]/g;
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;
const MAX_LENGTH = 80;

/** One safe path segment (without extension) for `wanted`; `fallback` when nothing of it is left. */
export function safeFileName(wanted: string, fallback: string): string {
  const cleaned = wanted
    .normalize('NFC')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    // A leading dot hides the file, trailing dots and spaces are dropped by Windows: '..' becomes nothing.
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, MAX_LENGTH)
    .trim();
  if (cleaned === '') return fallback;
  return WINDOWS_DEVICE.test(cleaned) ? `${cleaned}_` : cleaned;
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
