import path from 'node:path';
import { fileURLToPath } from 'node:url';

const bench = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(bench, '..');

export const paths = {
  root,
  bench,
  server: path.join(root, 'server'),
  webDist: process.env.WEB_DIST_DIR ?? path.join(root, 'web', 'dist'),
};
