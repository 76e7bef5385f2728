import type { JsonSchema, Operation } from './openapi-operations.ts';

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export interface FuzzCase {
  label: string;
  method: string;
  url: string;
  contentType?: string;
  payload?: string;
  /** The request is otherwise plausible but names a field no schema has: it must never succeed. */
  unknownField: boolean;
}

export const UNKNOWN_FIELD = 'campo_desconocido';
const LONG = 'ñ'.repeat(5_000);
const UNICODE = '𝔢-mïnd 🧠 Ñuñoa \u202e\u0000';
const SQL = "1' OR '1'='1'; DROP TABLE identity.users; --";
const HTML = '<script>alert(1)</script><img src=x onerror=alert(1)>';

/** Values no field should ever turn into a 5xx: wrong types, out-of-range numbers, impossible dates, hostile text. */
export const hostileValues: readonly { label: string; value: JsonValue }[] = [
  { label: '2^31', value: 2_147_483_648 },
  { label: '2^53-1', value: Number.MAX_SAFE_INTEGER },
  { label: 'negative', value: -1 },
  { label: 'zero', value: 0 },
  { label: '1e20', value: 1e20 },
  { label: 'fraction', value: 1.5 },
  { label: '3000000000 as text', value: '3000000000' },
  { label: 'Feb 30', value: '2024-02-30' },
  { label: 'month 13', value: '2023-13-01' },
  { label: 'hour 25', value: '25:61' },
  { label: 'long text', value: LONG },
  { label: 'unicode and NUL', value: UNICODE },
  { label: 'SQL', value: SQL },
  { label: 'HTML', value: HTML },
  { label: 'empty text', value: '' },
  { label: 'boolean', value: true },
  { label: 'null', value: null },
  { label: 'array', value: [1, 'a', null] },
  { label: 'object', value: { a: { b: 1 } } },
];

/** The same, as they can appear in a URL (path segments and query values). */
export const hostileTexts: readonly { label: string; value: string }[] = [
  { label: '2^31', value: '2147483648' },
  { label: '2^53-1', value: '9007199254740991' },
  { label: 'past 2^53', value: '9007199254740993' },
  { label: 'negative', value: '-1' },
  { label: 'zero', value: '0' },
  { label: '1e20', value: '1e20' },
  { label: 'fraction', value: '1.5' },
  { label: 'Feb 30', value: '2024-02-30' },
  { label: 'month 13', value: '2023-13-01' },
  { label: 'word', value: 'abc' },
  { label: 'long text', value: 'a'.repeat(3_000) },
  { label: 'unicode and NUL', value: UNICODE },
  { label: 'SQL', value: SQL },
  { label: 'HTML', value: HTML },
  { label: 'empty', value: '' },
];

const samplePattern = (pattern: string): string => {
  if (pattern.includes('\\d{4}-\\d{2}-\\d{2}')) return '2030-01-07';
  if (pattern.includes(':')) return '10:00';
  if (pattern.includes('\\d')) return '1';
  return 'texto';
};

/** A plausible value for a schema, so that changing one field of it tests that field alone. */
export function sampleValue(schema: JsonSchema): JsonValue {
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sampleValue(choice.find((option) => option.type !== 'null') ?? choice[0] ?? {});
  if (schema.allOf?.[0]) return sampleValue(schema.allOf[0]);
  if (schema.const !== undefined) return schema.const as JsonValue;
  if (schema.enum?.length) return schema.enum[0] as JsonValue;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleValue(value)]));
    case 'array':
      return schema.items ? [sampleValue(schema.items)] : [];
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'email') return 'fuzz@test.cl';
      if (schema.pattern) return samplePattern(schema.pattern);
      return 'texto válido'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 100);
    }
    case 'null':
      return null;
    default:
      return 'texto';
  }
}

/** Every body with one field (at any depth, through objects and the first item of arrays) replaced by a hostile value. */
export function fieldMutations(base: JsonValue, path: string[] = []): { label: string; body: JsonValue }[] {
  if (base === null || typeof base !== 'object') return [];
  if (Array.isArray(base)) {
    const [first, ...rest] = base;
    return first === undefined ? [] : fieldMutations(first, [...path, '0']).map((nested) => ({ label: nested.label, body: [nested.body, ...rest] }));
  }
  return Object.entries(base).flatMap(([key, value]) => [
    ...hostileValues.map((hostile) => ({ label: `${[...path, key].join('.')}=${hostile.label}`, body: { ...base, [key]: hostile.value } })),
    ...fieldMutations(value, [...path, key]).map((nested) => ({ label: nested.label, body: { ...base, [key]: nested.body } })),
  ]);
}

const BOUNDARY = 'fuzzboundary';
const multipart = (parts: string[]): string => `${parts.map((part) => `--${BOUNDARY}\r\n${part}\r\n`).join('')}--${BOUNDARY}--\r\n`;
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

type BodyCase = Omit<FuzzCase, 'method' | 'url'>;

function jsonBodyCases(schema: JsonSchema | null): BodyCase[] {
  const base = schema ? sampleValue(schema) : {};
  const json = (label: string, body: JsonValue, unknownField = false): BodyCase => ({ label, contentType: 'application/json', payload: JSON.stringify(body), unknownField });
  const withUnknown = base !== null && typeof base === 'object' && !Array.isArray(base) ? { ...base, [UNKNOWN_FIELD]: 'x' } : null;
  return [
    json('body null', null),
    json('body array', [base]),
    json('body {}', {}),
    json('body text', 'texto'),
    json('body number', 1e20),
    json('plausible body', base),
    ...(withUnknown ? [json('unknown field', withUnknown, true)] : []),
    { label: 'empty JSON body', contentType: 'application/json', payload: '', unknownField: false },
    { label: 'broken JSON', contentType: 'application/json', payload: '{"a":', unknownField: false },
    { label: 'text/plain body', contentType: 'text/plain', payload: 'hola', unknownField: false },
    { label: 'form body', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2', unknownField: false },
    { label: 'body over 1 MB', contentType: 'application/json', payload: JSON.stringify({ a: 'x'.repeat(1_100_000) }), unknownField: false },
    ...fieldMutations(base).map((mutation) => json(mutation.label, mutation.body)),
  ];
}

function multipartBodyCases(): BodyCase[] {
  const file = (type: string, content: string) =>
    `Content-Disposition: form-data; name="file"; filename="x.bin"\r\nContent-Type: ${type}\r\n\r\n${content}`;
  return [
    { label: 'multipart as JSON', contentType: 'application/json', payload: '{}', unknownField: false },
    { label: 'multipart as text', contentType: 'text/plain', payload: 'hola', unknownField: false },
    { label: 'empty multipart', contentType: MULTIPART, payload: `--${BOUNDARY}--\r\n`, unknownField: false },
    { label: 'multipart without boundary', contentType: 'multipart/form-data', payload: 'x', unknownField: false },
    { label: 'multipart field only', contentType: MULTIPART, payload: multipart(['Content-Disposition: form-data; name="document_type"\r\n\r\n' + SQL]), unknownField: false },
    { label: 'multipart HTML file', contentType: MULTIPART, payload: multipart([file('text/html', HTML)]), unknownField: false },
    { label: 'multipart empty file', contentType: MULTIPART, payload: multipart([file('image/png', '')]), unknownField: false },
    { label: 'multipart truncated', contentType: MULTIPART, payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="x"\r\n\r\nabc`, unknownField: false },
  ];
}

const hasBody = (operation: Operation): boolean => operation.method !== 'GET';

/**
 * Every request the fuzzer can make of one operation: each path parameter, each query parameter and each body
 * field given each hostile value (the rest kept plausible), and whole bodies of the wrong shape or type.
 * `ids` are real ids (other people's records) tried in every path parameter.
 */
export function casesFor(operation: Operation, ids: readonly number[]): FuzzCase[] {
  const pathParams = operation.params.filter((p) => p.in === 'path');
  const queryParams = operation.params.filter((p) => p.in === 'query');
  const fillPath = (values: Record<string, string>) =>
    operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(values[name] ?? String(ids[0] ?? 1)));
  const multipartRoute = operation.bodyTypes.includes('multipart/form-data');
  const bodies = hasBody(operation) ? (multipartRoute ? multipartBodyCases() : jsonBodyCases(operation.jsonBody)) : [];
  const plausibleBody = bodies.find((body) => body.label === 'plausible body') ?? bodies[0];
  const withBody = (label: string, url: string): FuzzCase => ({ ...plausibleBody, label, method: operation.method, url, unknownField: false });
  const plain = (label: string, url: string): FuzzCase => (plausibleBody ? withBody(label, url) : { label, method: operation.method, url, unknownField: false });

  const pathCases = pathParams.flatMap((param) => [
    ...hostileTexts.map((hostile) => plain(`${param.name}=${hostile.label}`, fillPath({ [param.name]: hostile.value }))),
    ...ids.map((id) => plain(`${param.name}=id ${id}`, fillPath({ [param.name]: String(id) }))),
  ]);
  const queryCases = queryParams.flatMap((param) => [
    ...hostileTexts.map((hostile) => plain(`?${param.name}=${hostile.label}`, `${fillPath({})}?${param.name}=${encodeURIComponent(hostile.value)}`)),
    plain(`?${param.name} twice`, `${fillPath({})}?${param.name}=1&${param.name}=2`),
  ]);
  const bodyCases = bodies.map((body) => ({ ...body, method: operation.method, url: fillPath({}) }));
  const bare = plain('no input', fillPath({}));
  return [bare, ...pathCases, ...queryCases, ...bodyCases];
}
