import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@baseline/contract';

/** An embedded image a day's tab leaves out, for the preview. */
export interface LeftOutImage {
  date: string;
  tab: string;
  image: string;
  /** False: the zip does not hold it; true: the tab already has an image. */
  found: boolean;
}

/**
 * Where Obsidian finds an embedded file (`![[court-diagram.png]]`): beside the note, else the file of that path
 * or name anywhere in the vault, the shortest path first. Each name is looked for once.
 */
export function embedLocator(paths: Iterable<string>): (name: string, directory: string) => string | undefined {
  const all = new Set(paths);
  const byFileName = new Map<string, string[]>();
  for (const path of all) {
    const name = fileName(path);
    byFileName.set(name, [...(byFileName.get(name) ?? []), path]);
  }
  const anywhere = new Map<string, string | undefined>();
  return (name, directory) => {
    const beside = `${directory}${name}`;
    if (all.has(beside)) return beside;
    if (!anywhere.has(name)) {
      const candidates = (byFileName.get(fileName(name)) ?? []).filter(
        (path) => path === name || path.endsWith(`/${name}`),
      );
      anywhere.set(name, candidates.sort((a, b) => a.length - b.length || a.localeCompare(b))[0]);
    }
    return anywhere.get(name);
  };
}

function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The preview's lines for the left-out images: the first IMPORT_LIMITS.leftOutImagesListed named, the rest counted. */
export function leftOutWarnings(images: readonly LeftOutImage[]): string[] {
  const listed = images
    .slice(0, IMPORT_LIMITS.leftOutImagesListed)
    .map(({ date, tab, image, found }) =>
      found ? IMPORT_MESSAGES.imageLeftOut(date, tab, image) : IMPORT_MESSAGES.imageNotFound(date, image),
    );
  const more = images.length - listed.length;
  return more > 0 ? [...listed, IMPORT_MESSAGES.moreImagesLeftOut(more)] : listed;
}
