import fc from 'fast-check';
import { zipOf } from '../../../src/features/import/testing/import-files.js';

/**
 * Files for the import's routes (issue 30): zips of Markdown in the shapes parsers recurse or slow down on,
 * front matter of YAML that nests, names that climb out, and bytes that are no zip at all. Stored, so that
 * the zip's ratio check lets the shapes through to the parsers.
 */
const SHAPES = ['![](', '>', '> ', '- ', '1. ', '*a', '_', '**', '[', '](', '`', '<div>', '&#', '#', '|a', '\\'];
const YAML_SHAPES = ['[', '{a: ', '- ', '? ', '&a ', '!t ', 'a: ', '"', "'"];

const repeated = (shapes: string[]) =>
  fc
    .record({ shape: fc.constantFrom(...shapes), times: fc.integer({ min: 1, max: 20_000 }) })
    .map(({ shape, times }) => shape.repeat(times));

const markdown = fc.oneof(repeated(SHAPES), fc.string({ unit: 'binary', maxLength: 2_000 }));
const frontMatter = fc
  .record({ yaml: fc.oneof(repeated(YAML_SHAPES), fc.string({ maxLength: 500 })), body: markdown })
  .map(({ yaml, body }) => `---\n${yaml}\n---\n${body}`);
const name = fc.oneof(
  fc.constantFrom('2026-01-01.md', 'a/2026-01-02 Practice.md', '../2026-01-03.md', 'x.md', '.hidden/2026-01-04.md'),
  fc.string({ maxLength: 30 }).map((text) => `${text}.md`),
);

export const importFiles: fc.Arbitrary<{ file: Buffer; type: string }> = fc.oneof(
  fc
    .dictionary(name, fc.oneof(markdown, frontMatter), { minKeys: 1, maxKeys: 3 })
    .map((files) => ({ file: zipOf(files, { stored: true }), type: 'application/zip' })),
  fc.record({ text: markdown, cut: fc.nat() }).map(({ text, cut }) => {
    const zip = zipOf({ '2026-01-01.md': text });
    return { file: zip.subarray(0, cut % (zip.length + 1)), type: 'application/zip' };
  }),
  fc.uint8Array({ maxLength: 2_000 }).map((bytes) => ({ file: Buffer.from(bytes), type: 'application/zip' })),
);
