import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';

/** Where one import's file and its images wait on disk: the body as it arrived, and a folder of images. */
export interface StagedImport {
  file: string;
  images: string;
}

/**
 * The import's staging folder in the data folder (`<DATA_DIR>/import-staging`): a file of up to
 * IMPORT_LIMITS.bytes is written there as it arrives, and its images as the reading finds them, so that memory
 * holds neither (issue 33). Each import's files are removed once it is answered, whichever way it ends; what a
 * process that died left behind is removed when the next one starts.
 */
export function createImportStaging(dataDir: string) {
  const root = path.join(dataDir, 'import-staging');
  return {
    /**
     * Removes what a process that died left. The folder is made by the first import, so until then the data
     * folder holds the database alone, as restore expects.
     */
    async prepare(): Promise<void> {
      await rm(root, { recursive: true, force: true });
    },
    next(): StagedImport {
      mkdirSync(root, { recursive: true });
      const id = randomUUID();
      return { file: path.join(root, `${id}.upload`), images: path.join(root, `${id}.images`) };
    },
    async remove(staged: StagedImport): Promise<void> {
      await Promise.all([rm(staged.file, { force: true }), rm(staged.images, { recursive: true, force: true })]);
    },
  };
}

export type ImportStaging = ReturnType<typeof createImportStaging>;
