import fc from 'fast-check';
import { bodyBytes, type Examples, fuzzValues, hostileText, type JsonSchema, urlText } from './fuzz-values';

/**
 * Requests for any operation of the API's OpenAPI document: shaped like the operation's schemas, or so
 * shaped but for one hostile part (NUL, bytes that are not UTF-8, huge and negative numbers, floats, long
 * text, wrong types, a missing field) or a hostile body (empty, not JSON, wrong content type, multipart
 * without a boundary). The fuzz test sends them and expects no answer of 500 or more.
 */

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type DocumentOperation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths: Record<string, Record<string, DocumentOperation>> };

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The document's path, e.g. /api/content/policy/{key}. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema; null when the operation declares none. */
  body: JsonSchema | null;
};

export type FuzzRequest = {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  );
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** name=value pairs of one query parameter: a list comma-joined or as repeated keys. */
function pairsOf(name: string, value: unknown): fc.Arbitrary<string[]> {
  if (value === undefined) return fc.constant([]);
  const key = urlText(name);
  if (!Array.isArray(value)) return fc.constant([`${key}=${urlText(asText(value))}`]);
  return fc.constantFrom(
    [`${key}=${value.map((part) => urlText(asText(part))).join(',')}`],
    value.map((part) => `${key}=${urlText(asText(part))}`),
  );
}

type Body = { headers: Record<string, string>; payload?: string | Buffer };
const JSON_TYPE = { 'content-type': 'application/json' };

const oddBodies: fc.Arbitrary<Body> = fc.constantFrom<Body>(
  { headers: JSON_TYPE, payload: '' },
  { headers: JSON_TYPE, payload: '{"a":' },
  { headers: JSON_TYPE, payload: 'null' },
  { headers: JSON_TYPE, payload: '[]' },
  { headers: JSON_TYPE, payload: '"text"' },
  { headers: JSON_TYPE, payload: '12345678901234567890' },
  { headers: JSON_TYPE, payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { headers: JSON_TYPE, payload: Buffer.from([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]) },
  { headers: {}, payload: '{}' },
  { headers: { 'content-type': 'text/plain' }, payload: '{}' },
  { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=%00&b=%C3%28&c' },
  { headers: { 'content-type': 'multipart/form-data' }, payload: 'no boundary' },
  { headers: { 'content-type': 'multipart/form-data; boundary=' }, payload: '--\r\n' },
  {
    headers: { 'content-type': 'multipart/form-data; boundary=X' },
    payload:
      '--X\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot an image\r\n--X--\r\n',
  },
  { headers: { 'content-type': 'multipart/form-data; boundary=X' }, payload: '--X\r\ntruncated' },
);

/** Where a request carries its one hostile part, if any. */
type Spot = { in: 'path' | 'query'; index: number } | { in: 'extraQuery' | 'body' | 'oddBody' } | null;

function spotsOf(operation: Operation, inPath: Parameter[], inQuery: Parameter[]): fc.Arbitrary<Spot> {
  const hostile: Spot[] = [
    ...inPath.map((_, index) => ({ in: 'path' as const, index })),
    ...inQuery.map((_, index) => ({ in: 'query' as const, index })),
    { in: 'extraQuery' },
    ...(operation.method === 'GET' ? [] : [{ in: 'body' as const }, { in: 'oddBody' as const }]),
  ];
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: fc.constantFrom(...hostile) },
  );
}

const jsonBody = (value: unknown): Body => ({
  headers: JSON_TYPE,
  payload: bodyBytes(JSON.stringify(value) ?? 'null'),
});

/**
 * Requests for `operation` with the given headers: a third shaped by its schemas (and the examples), the
 * rest with one hostile part.
 */
export function requestsFor(
  operation: Operation,
  headers: Record<string, string>,
  examples: Examples = {},
): fc.Arbitrary<FuzzRequest> {
  const { shaped, mutated } = fuzzValues(examples);
  const inPath = operation.parameters.filter((p) => p.in === 'path');
  const inQuery = operation.parameters.filter((p) => p.in === 'query');
  return spotsOf(operation, inPath, inQuery).chain((spot) => {
    const at = (where: 'path' | 'query', index: number) => spot?.in === where && spot.index === index;
    const pathValues = fc.tuple(
      ...inPath.map((p, i) => (at('path', i) ? mutated : shaped)(p.schema ?? { type: 'string' }, p.name)),
    );
    const queryPairs = fc.tuple(
      ...inQuery.map((p, i) => {
        const schema = p.schema ?? {};
        if (at('query', i)) return mutated(schema, p.name).chain((value) => pairsOf(p.name, value));
        // Optional parameters are mostly left out, so the few given are the ones a request is about.
        const value = p.required
          ? shaped(schema, p.name)
          : fc.oneof(
              { weight: 2, arbitrary: fc.constant(undefined) },
              { weight: 1, arbitrary: shaped(schema, p.name) },
            );
        return value.chain((v) => pairsOf(p.name, v));
      }),
      spot?.in === 'extraQuery' ? hostileText.chain((v) => pairsOf('extra', v)) : fc.constant([]),
    );
    const bodySchema = operation.body ?? { type: 'object' };
    const body: fc.Arbitrary<Body | null> =
      operation.method === 'GET'
        ? fc.constant(null)
        : spot?.in === 'oddBody'
          ? oddBodies
          : (spot?.in === 'body' ? mutated : shaped)(bodySchema).map(jsonBody);
    return fc.tuple(pathValues, queryPairs, body).map(([paths, pairs, sent]): FuzzRequest => {
      let url = operation.path;
      inPath.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, urlText(asText(paths[i] ?? '')));
      });
      const query = pairs.flat().join('&');
      if (query) url = `${url}?${query}`;
      return sent
        ? { method: operation.method, url, headers: { ...headers, ...sent.headers }, payload: sent.payload }
        : { method: operation.method, url, headers };
    });
  });
}

/** A request in one line for a failure report, long values cut. */
export function describeRequest(request: FuzzRequest): string {
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…(${text.length})` : text);
  const payload =
    request.payload === undefined
      ? ''
      : ` ${request.headers['content-type'] ?? '(no content-type)'} ${cut(JSON.stringify(request.payload.toString()))}`;
  return `${request.method} ${cut(request.url)}${payload}`;
}
