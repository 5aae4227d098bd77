import fc from 'fast-check';

/** The parts of JSON Schema that TypeBox emits for the contract (TypeBox 1.x schemas are plain JSON Schema). */
export interface Schema {
  type?: string;
  const?: unknown;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
}

/** Keys that pollute Object.prototype when a parser or merge copies them naively. */
export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Text a developer rarely tries: lone surrogates, NUL, bidi overrides, zero-width joiners, long emoji runs. */
const awkwardText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\uD800',
    '\uDFFF',
    'a\u0000b',
    '\u202Eevil',
    'e\u0301\u200D',
    '🎾'.repeat(30),
    '%00',
    '../../etc/passwd',
  ),
  fc.constantFrom('<script>alert(1)</script>', '{"$gt":""}', "' OR 1=1 --", '${7*7}', '\r\nSet-Cookie: x=1'),
);

/** A huge string: over every maxLength in the contract but under the body limit. */
const hugeText = fc.integer({ min: 5_000, max: 70_000 }).map((length) => 'x'.repeat(length));

/** A value of any JSON type, small or very large: what a field of the wrong type gets. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  awkwardText,
  hugeText,
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.constant(Array.from({ length: 2_000 }, () => 1)),
);

const typeOf = (schema: Schema): string | undefined =>
  schema.type ?? (schema.const === undefined ? undefined : typeof schema.const);

/** Values the schema accepts. */
export function validValue(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(validValue));
  switch (schema.type) {
    case 'string':
      return validString(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: schema.minimum, max: schema.maximum });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validValue(value)]));
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    case undefined:
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(schema: Schema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 80, 400);
  // JSON Schema counts code points, as Array.from does.
  const fits = (value: string) =>
    Array.from(value).length >= minLength && Array.from(value).length <= (schema.maxLength ?? Infinity);
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }));
}

/**
 * Values the schema should refuse, or at least ones it was not written with in mind (odd text, unknown
 * and polluting keys). With `mustFail`, only values that break the schema itself.
 */
export function mutatedValue(schema: Schema, mustFail = false): fc.Arbitrary<unknown> {
  const wrongType = junk.filter((value) => jsonType(value) !== typeOf(schema));
  const overLong = fc.string({
    unit: 'binary',
    minLength: (schema.maxLength ?? 0) + 1,
    maxLength: (schema.maxLength ?? 0) + 50,
  });
  switch (schema.anyOf ? undefined : schema.type) {
    case 'string':
      if (mustFail) return schema.maxLength === undefined ? wrongType : fc.oneof(wrongType, overLong);
      return fc.oneof(wrongType, awkwardText, hugeText, overLong);
    case 'integer':
    case 'number':
      return fc.oneof(
        wrongType,
        fc.constantFrom(1.5, -1, 1e308, -1e308, 2 ** 53 + 1, (schema.maximum ?? 0) + 1, (schema.minimum ?? 0) - 1),
        fc.integer().map(String),
      );
    case 'array':
      return fc.oneof(
        wrongType,
        fc.array(mutatedValue(schema.items ?? {}, mustFail), { minLength: 1, maxLength: 3 }),
        fc.constant(Array.from({ length: (schema.maxItems ?? 100) + 1 }, () => null)),
      );
    case 'object':
      return fc.oneof(wrongType, mutatedObject(schema, mustFail));
    case undefined:
    default:
      return wrongType;
  }
}

/** A valid object with one thing wrong: a field mutated, a required field missing, an unknown or polluting key. */
function mutatedObject(schema: Schema, mustFail: boolean): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const base = validValue(schema) as fc.Arbitrary<Record<string, unknown>>;
  const variants: fc.Arbitrary<unknown>[] = mustFail
    ? []
    : [
        fc
          .tuple(
            base,
            fc.constantFrom(...POLLUTION_KEYS),
            fc.oneof(fc.constant({ isAdmin: true, polluted: true }), junk),
          )
          .map(([value, key, payload]) => withOwnKey(value, key, payload)),
        fc
          .tuple(base, fc.string({ minLength: 1, maxLength: 20 }), junk)
          .map(([value, key, payload]) => withOwnKey(value, key, payload)),
      ];
  if (properties.length > 0) {
    variants.push(
      fc
        .tuple(base, fc.constantFrom(...properties))
        .chain(([value, [key, property]]) => mutatedValue(property).map((bad) => withOwnKey(value, key, bad))),
    );
  }
  if ((schema.required ?? []).length > 0) {
    variants.push(
      fc.tuple(base, fc.constantFrom(...(schema.required ?? []))).map(([value, key]) => {
        const copy = { ...value };
        Reflect.deleteProperty(copy, key);
        return copy;
      }),
    );
  }
  return fc.oneof(...variants);
}

/** Sets an own property even for "__proto__", as JSON.parse would on the server. */
function withOwnKey(value: Record<string, unknown>, key: string, payload: unknown): Record<string, unknown> {
  const copy = { ...value };
  Object.defineProperty(copy, key, { value: payload, enumerable: true, configurable: true, writable: true });
  return copy;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}
