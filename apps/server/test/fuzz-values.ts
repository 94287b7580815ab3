import fc from 'fast-check';

/**
 * Values for the fuzz test (openapi-fuzz.ts): shaped like a JSON schema, or hostile (NUL, bytes that are not
 * UTF-8, huge and negative numbers, floats, long text, wrong types), and how hostile text is written into a
 * URL or a JSON body.
 */

/** The parts of a JSON schema the generator reads. */
export type JsonSchema = {
  type?: string | string[];
  enum?: readonly unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  items?: JsonSchema;
  anyOf?: readonly JsonSchema[];
  oneOf?: readonly JsonSchema[];
  allOf?: readonly JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
};

// Stand-ins inside generated text, written out per transport: in a URL as percent sequences, in a body as bytes.
const NOT_UTF8 = '\uF8FF';
const BARE_PERCENT = '\uF8FE';
const URL_FORMS: Record<string, string> = { [NOT_UTF8]: '%C3%28', [BARE_PERCENT]: '%' };
const BODY_BYTES: Record<string, Buffer> = {
  [NOT_UTF8]: Buffer.from([0xc3, 0x28, 0xff]),
  [BARE_PERCENT]: Buffer.from('%'),
};
const LONG_TEXT = 'x'.repeat(20_000);

export const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('\u0000', 'tire\u0000size', '\u0000\u0000') },
  { weight: 2, arbitrary: fc.constantFrom(`a${NOT_UTF8}b`, NOT_UTF8, `${BARE_PERCENT}E2${BARE_PERCENT}82`) },
  { weight: 1, arbitrary: fc.constantFrom('\ud800', 'x\udfff', LONG_TEXT, '\u202e😀🚗') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      ' ',
      '',
      '%00',
      "' or 1=1 --",
      '../../etc/passwd',
      '1e309',
      '-0',
      'NaN',
      '2147483648',
    ),
  },
);
const hostileNumber = fc.constantFrom(
  2_147_483_648,
  4_294_967_296,
  -2_147_483_649,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1,
  0,
  1.5,
  -0.5,
);
const wrongType = fc.constantFrom<unknown>(null, true, {}, [], 'abc', 123, [1, 2], { a: 1 });

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

function integers(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum === true ? 1 : 0;
  const low = Math.max(
    typeof schema.minimum === 'number' ? schema.minimum + exclusiveMin : -MAX_SAFE,
    -MAX_SAFE,
  );
  const high = Math.min(typeof schema.maximum === 'number' ? schema.maximum : MAX_SAFE, MAX_SAFE);
  // Small values hit real rows (ids of the seeded catalog); the bounds and the whole range find overflows.
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.integer({ min: Math.max(low, -1000), max: Math.max(Math.min(high, 1000), low) }),
    },
    { weight: 1, arbitrary: fc.constantFrom(low, high) },
    { weight: 1, arbitrary: fc.bigInt({ min: BigInt(low), max: BigInt(high) }).map(Number) },
  );
}

function strings(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'email') return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 30, 30)) });
}

/** The schema's one type, or null for a choice of several (or none). */
function typeOf(schema: JsonSchema): string | null {
  if (schema.enum || 'const' in schema) return 'enum';
  if (Array.isArray(schema.type)) return schema.type.length === 1 ? (schema.type[0] ?? null) : null;
  return schema.type ?? null;
}

/** The schemas a value may follow: each branch of a choice, or the schema itself. */
function branchesOf(schema: JsonSchema): JsonSchema[] {
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices && choices.length > 0) return [...choices];
  if (Array.isArray(schema.type) && schema.type.length > 1)
    return schema.type.map((type) => ({ ...schema, type }));
  return [schema];
}

/**
 * Values the shop knows, by field or parameter name (an order number, a SKU, a tire size): a request built
 * from them gets past the first lookup, so its hostile part travels further. A list's name covers its items.
 */
export type Examples = Readonly<Record<string, readonly unknown[]>>;

function fits(schema: JsonSchema, value: unknown): boolean {
  switch (typeOf(schema)) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    default:
      return false;
  }
}

/** Arbitraries for one shop's examples. */
export function fuzzValues(examples: Examples) {
  function generated(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
    const nullable = schema.nullable ? [fc.constant<unknown>(null)] : [];
    switch (typeOf(schema)) {
      case 'enum':
        return schema.enum ? fc.constantFrom(...schema.enum) : fc.constant(schema.const);
      case 'string':
        return fc.oneof(strings(schema), ...nullable);
      case 'integer':
        return fc.oneof(integers(schema), ...nullable);
      case 'number':
        return fc.oneof(
          integers(schema),
          fc.double({
            min: schema.minimum ?? -1e9,
            max: schema.maximum ?? 1e9,
            noNaN: true,
            noDefaultInfinity: true,
          }),
          ...nullable,
        );
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(shaped(schema.items ?? {}, name), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
        });
      case 'object': {
        const properties = Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, property]) => [key, shaped(property, key)]),
        );
        const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
        return fc.record(properties, { requiredKeys });
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  }

  /** A value shaped like `schema`, often one of the examples of `name`. */
  function shaped(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
    const branches = branchesOf(schema);
    if (branches.length > 1) return fc.oneof(...branches.map((branch) => shaped(branch, name)));
    const known = (examples[name] ?? []).filter((value) => fits(schema, value));
    const made = generated(schema, name);
    return known.length
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: made })
      : made;
  }

  /**
   * A value shaped like `schema` but for one hostile spot, so the rest passes validation and the hostile
   * part travels as far as the server lets it: a leaf replaced, a required field left out, or a wrong type.
   */
  function mutated(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
    const branches = branchesOf(schema);
    if (branches.length > 1) return fc.oneof(...branches.map((branch) => mutated(branch, name)));
    switch (typeOf(schema)) {
      case 'string':
      case 'enum':
        return fc.oneof(
          { weight: 4, arbitrary: hostileText },
          { weight: 1, arbitrary: fc.oneof(hostileNumber, wrongType) },
        );
      case 'integer':
      case 'number':
        return fc.oneof(
          { weight: 4, arbitrary: hostileNumber },
          { weight: 1, arbitrary: fc.oneof(hostileText, wrongType) },
        );
      case 'array': {
        const items = schema.items ?? {};
        const oneBad = fc
          .tuple(fc.array(shaped(items, name), { maxLength: 2 }), mutated(items, name))
          .map(([good, bad]) => [...good, bad]);
        return fc.oneof({ weight: 4, arbitrary: oneBad }, { weight: 1, arbitrary: wrongType });
      }
      case 'object': {
        const names = Object.keys(schema.properties ?? {});
        if (names.length === 0) return wrongType;
        const required = (schema.required ?? []).filter((key) => names.includes(key));
        const whole = shaped(schema, name) as fc.Arbitrary<Record<string, unknown>>;
        const oneBad = fc
          .constantFrom(...names)
          .chain((key) =>
            fc
              .tuple(whole, mutated(schema.properties?.[key] ?? {}, key))
              .map(([value, bad]) => ({ ...value, [key]: bad })),
          );
        const missing = required.length
          ? [
              fc
                .tuple(whole, fc.constantFrom(...required))
                .map(([value, key]) => Object.fromEntries(Object.entries(value).filter(([k]) => k !== key))),
            ]
          : [];
        return fc.oneof({ weight: 6, arbitrary: oneBad }, ...missing, wrongType);
      }
      default:
        return fc.oneof(hostileText, hostileNumber, wrongType);
    }
  }

  return { shaped, mutated };
}

/** Text for a URL: percent-encoded, with the stand-ins written as the raw sequences they stand for. */
export function urlText(text: string): string {
  let out = '';
  for (const char of text) {
    const raw = URL_FORMS[char];
    if (raw) out += raw;
    // A lone surrogate has no UTF-8 form: its CESU-8 bytes are what a broken client would send.
    else if (/^[\ud800-\udfff]$/.test(char)) out += '%ED%A0%80';
    else out += encodeURIComponent(char);
  }
  return out;
}

/** JSON text as bytes, the stand-ins written as the bytes they stand for. */
export function bodyBytes(json: string): Buffer {
  const parts: Buffer[] = [];
  let start = 0;
  for (let i = 0; i < json.length; i++) {
    const bytes = BODY_BYTES[json[i] ?? ''];
    if (!bytes) continue;
    parts.push(Buffer.from(json.slice(start, i)), bytes);
    start = i + 1;
  }
  parts.push(Buffer.from(json.slice(start)));
  return Buffer.concat(parts);
}
