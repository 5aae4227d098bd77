import fc from 'fast-check';

/**
 * Files for the Match Charting Project's import (issue 34): points of codes made of the notation's own
 * characters, so they read some way before failing, under the Project's headers or odd ones, with or without
 * the match's row, and CSV that does not parse (an unclosed quote, a lone carriage return).
 */
const NOTATION = Array.from('0456789123fbrsvzopuylmhijktq*#@nwdx!ec+-=;^SRPQCV');
const code = fc.string({ unit: fc.constantFrom(...NOTATION), maxLength: 40 });
const cell = fc.oneof(code, fc.string({ unit: 'binary', maxLength: 20 }), fc.constantFrom('', '1', '2', '"', '"a,b"'));
const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

const pointRows = fc.array(fc.tuple(fc.constantFrom('1', '2', '', 'x'), code, code, cell), { maxLength: 80 });
const header = fc.constantFrom('Svr,1st,2nd,Notes', 'PtWinner,1st,2nd,Level', '1st,2nd,Svr,Notes', 'a,b,c,d');
const matchBlock = fc.oneof(
  fc.constant(''),
  fc
    .tuple(cell, cell, fc.constantFrom('3', '5', 'x'), fc.constantFrom('1', '0', 'A', 'W', 'S', '?'), cell)
    .map(
      (fields) =>
        `match_id,Player 1,Player 2,Best of,Final TB?,Format\nm,${fields.map((field) => quoted(field)).join(',')}\n\n`,
    ),
);

const wellFormed = fc
  .record({ block: matchBlock, header, rows: pointRows })
  .map(
    ({ block, header: names, rows }) => `${block}${names}\n${rows.map((row) => row.map(quoted).join(',')).join('\n')}`,
  );
const broken = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  wellFormed.map((text) => `${text}\n"unclosed,4*`),
  wellFormed.map((text) => text.replaceAll('\n', '\r')),
);

export const mcpFiles: fc.Arbitrary<{ file: Buffer; type: string }> = fc
  .oneof(wellFormed, broken)
  .map((text) => ({ file: Buffer.from(text), type: 'text/csv' }));
