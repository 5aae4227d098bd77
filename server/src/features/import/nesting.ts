/**
 * Linear checks of how deep a file nests, made before a parser sees it. The parsers recurse once per level, and
 * V8 can end the whole process, not throw, when its stack runs out inside a regular expression's compilation
 * (a front matter of `[` or `- ` repeated 100,000 times did, in a worker thread too). Both checks count
 * generously: real files are far below the limit, so counting a bracket too many refuses nothing real.
 */

/**
 * What of JSON text is past its limits, strings skipped (brackets in them are text): 'depth' when arrays and
 * objects nest deeper than `depth`, 'values' when it holds more than `values` values (counted by the brackets
 * and commas that open and separate them). The count bounds the heap JSON.parse builds: `{},` is three bytes of
 * text and some fifty of heap, and V8 ends the process, not the parse, when its heap runs out inside it.
 */
export function jsonPastLimits(
  text: string,
  limits: { depth: number; values: number },
): 'depth' | 'values' | undefined {
  return jsonLimitCounter(limits)(text);
}

/**
 * `jsonPastLimits` for text that comes in pieces (a streamed file): each call counts the next piece, carrying
 * the depth, the values and a string or escape left open at its end.
 */
export function jsonLimitCounter(limits: {
  depth: number;
  values: number;
}): (text: string) => 'depth' | 'values' | undefined {
  let depth = 0;
  let values = 1;
  let inString = false;
  let escaped = false;
  return (text) => {
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      if (escaped) escaped = false;
      else if (inString) {
        if (code === BACKSLASH) escaped = true;
        else if (code === QUOTE) inString = false;
      } else if (code === QUOTE) inString = true;
      else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
        depth += 1;
        values += 1;
        if (depth > limits.depth) return 'depth';
      } else if (code === COMMA) values += 1;
      else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) depth = Math.max(0, depth - 1);
      if (values > limits.values) return 'values';
    }
    return undefined;
  };
}

/**
 * Whether YAML may nest deeper than `limit`. Each line counts its indentation, every block indicator on it
 * (`- `, `? `, `: `, which YAML lets nest on one line) and the flow brackets still open, quotes or not: a quote
 * in a plain scalar (`it's`) opens nothing, so skipping quoted text would let brackets after it go uncounted.
 */
export function yamlNestsDeeperThan(text: string, limit: number): boolean {
  let openBrackets = 0;
  for (const line of text.split('\n')) {
    let depth = line.length - line.trimStart().length + openBrackets;
    for (let index = 0; index < line.length; index += 1) {
      const code = line.charCodeAt(index);
      if (code === OPEN_BRACKET || code === OPEN_BRACE) {
        openBrackets += 1;
        depth += 1;
      } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) openBrackets = Math.max(0, openBrackets - 1);
      else if (BLOCK_INDICATORS.has(code) && isYamlSpace(line.charCodeAt(index + 1))) depth += 1;
      if (depth > limit) return true;
    }
  }
  return false;
}

const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const QUOTE = 0x22;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const BLOCK_INDICATORS = new Set([0x2d, 0x3f, 0x3a]);

/** A space, a tab, a line's end, or the end of the text (NaN past it). */
function isYamlSpace(code: number): boolean {
  return Number.isNaN(code) || code === 0x20 || code === 0x09 || code === 0x0d;
}
