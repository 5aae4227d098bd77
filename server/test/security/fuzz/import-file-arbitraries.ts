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

/**
 * A chart's file of our own Markdown export (issue 34) with its parts in any order and count, damaged markers,
 * and table rows of any cells: the reader splits at markers and cells, and checks what it builds.
 */
const CHART_FRONT_MATTER = [
  '---',
  'baseline: 1',
  'chart: "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d"',
  'chartsVersion: 1',
  'date: "2026-01-01"',
  'players: [{"name":"A","playerId":null,"hand":null},{"name":"B","playerId":null,"hand":null}]',
  'firstServer: 1',
  'format: {"bestOf":3,"noAd":false,"sets":{"kind":"tiebreak","at":6,"points":7},"finalSet":{"kind":"tiebreak","at":6,"points":7}}',
  'level: "quick"',
  'event: null',
  'createdAt: 1',
  'updatedAt: 1',
  '---',
].join('\n');
const CELLS = [
  'A',
  'B',
  'Player 1',
  '1st',
  '2nd',
  'ace',
  'winner',
  'forehand',
  '4f2*',
  '6n',
  '',
  '\\',
  '&#',
  '&#0;',
  '<br>',
];
const chartLine = fc.oneof(
  fc.constantFrom(
    '<!-- baseline:chart {"part":"points"} -->',
    '<!-- baseline:chart {"part":"note"} -->',
    '<!-- baseline:chart {"part":"set","set":5} -->',
    '<!-- baseline:chart {"part":"set","set":1e9} -->',
    '| Point | Score before | Server | 1st | 2nd | Won by | Serve | Ending | Wing | Note |',
    '| --- | --- |',
    '## Points',
  ),
  repeated(['[', '{"part":', '|', '\\|', '&#1114112;']).map((shape) => `<!-- baseline:chart ${shape} -->`),
  fc
    .array(fc.oneof(fc.constantFrom(...CELLS), repeated(['|', '\\', '&#9;'])), { maxLength: 12 })
    .map((cells) => `| ${cells.join(' | ')} |`),
  markdown,
);
const chartFile = fc
  .array(chartLine, { maxLength: 40 })
  .map((lines) => zipOf({ 'charts/x.md': `${CHART_FRONT_MATTER}\n${lines.join('\n')}` }, { stored: true }));

export const importFiles: fc.Arbitrary<{ file: Buffer; type: string }> = fc.oneof(
  chartFile.map((file) => ({ file, type: 'application/zip' })),
  fc
    .dictionary(name, fc.oneof(markdown, frontMatter), { minKeys: 1, maxKeys: 3 })
    .map((files) => ({ file: zipOf(files, { stored: true }), type: 'application/zip' })),
  fc.record({ text: markdown, cut: fc.nat() }).map(({ text, cut }) => {
    const zip = zipOf({ '2026-01-01.md': text });
    return { file: zip.subarray(0, cut % (zip.length + 1)), type: 'application/zip' };
  }),
  fc.uint8Array({ maxLength: 2_000 }).map((bytes) => ({ file: Buffer.from(bytes), type: 'application/zip' })),
);
