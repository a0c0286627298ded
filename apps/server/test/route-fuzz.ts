/**
 * Request generation for the route fuzz test (issue 7): from an OpenAPI operation, a plausible request and,
 * for each parameter and body field, the same request with that one value replaced by a boundary value.
 * Plausible values are chosen to pass validation where they can, so the boundary value is what the server
 * sees; ids point at nothing, so the plausible request deletes or changes nothing that exists.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  nullable?: boolean;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The boundary values of issue 7, by name (the name is printed when a request answers 5xx). */
export const BOUNDARY_VALUES: ReadonlyArray<readonly [string, unknown]> = [
  ['int4 max + 1', 2_147_483_648],
  ['2^53 - 1', 9_007_199_254_740_991],
  ['negative', -1],
  ['zero', 0],
  ['NUL', 'a\u0000b'],
  ['lone surrogate', 'a\ud800b'],
  ['10,000 characters', 'x'.repeat(10_000)],
  ['year 0000', '0000-01-01'],
  ['empty array', []],
  ['1,000 items', Array.from({ length: 1000 }, (_, i) => i + 1)],
  ['wrong type', { unexpected: true }],
];

/**
 * Grid row keys (issue 15) whose JSON decodes to text PostgreSQL cannot hold: the `_key` text itself is
 * storable (the escapes are plain characters), so only the row-key codec can refuse them.
 */
export const GRID_KEY_VALUES: ReadonlyArray<readonly [string, string]> = [
  ['key part NUL', String.raw`["\u0000","x"]`],
  ['key part lone surrogate', String.raw`["\ud800"]`],
  ['second key part lone low surrogate', String.raw`["x","\udc00"]`],
];

/**
 * Path parameters as they arrive on the wire, inserted without encoding: an invalid percent-escape, the
 * UTF-8 bytes of a lone surrogate (not valid UTF-8), and a parameter longer than the router's 100 characters.
 */
export const BAD_PATH_PARAMS: ReadonlyArray<readonly [string, string]> = [
  ['invalid percent-encoding', '%zz'],
  ['encoded lone surrogate', '%ED%A0%80'],
  ['101 characters', 'x'.repeat(101)],
];

/** An id that passes the id schema and names no row. */
export const ABSENT_ID = 2_000_000_000;

function firstAlternative(schema: JsonSchema): JsonSchema {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const concrete = alternatives.find((s) => s.type !== 'null' && !(s.const === '' || s.enum?.[0] === ''));
    return firstAlternative(concrete ?? alternatives[0]!);
  }
  if (schema.allOf?.length) return firstAlternative(schema.allOf[0]!);
  return schema;
}

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

function plausibleString(name: string, schema: JsonSchema): string {
  if (schema.format === 'email' || /email|username/.test(name)) return 'fuzz@example.com';
  if (schema.format === 'date-time') return '2024-01-01T00:00:00.000Z';
  if (schema.format === 'uuid' || /task_id|uuid/.test(name)) return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'uri' || /url/.test(name)) return 'https://example.com';
  if (/date/.test(name)) return name.startsWith('end') ? '2024-01-31' : '2024-01-01';
  if (/password/.test(name)) return 'Fuzz-Password-1';
  if (/country_code/.test(name)) return 'US';
  if (/currency_code/.test(name)) return 'USD';
  if (/short_code|brand_code/.test(name)) return 'FUZZ_CODE';
  const min = schema.minLength ?? 1;
  return 'fuzz'.padEnd(Math.max(min, 4), 'z').slice(0, schema.maxLength ?? 200);
}

/** A value that the schema accepts, where one can be made without knowing the data. */
export function plausible(name: string, raw: JsonSchema | undefined, depth = 0): unknown {
  if (!raw || depth > 8) return 'fuzz';
  const schema = firstAlternative(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined && typeOf(schema) !== 'object') return schema.default;
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      if (/(^|_)ids?$|_id$|^id$/.test(name)) return ABSENT_ID;
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return false;
    case 'array':
      return [plausible(name.replace(/s$/, ''), schema.items, depth + 1)];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        out[key] = plausible(key, child, depth + 1);
      }
      return out;
    }
    default:
      return plausibleString(name, schema);
  }
}

/** Every field path of an object schema (nested objects included), for one boundary value each. */
export function fieldPaths(raw: JsonSchema | undefined, prefix: string[] = [], depth = 0): string[][] {
  if (!raw || depth > 4) return [];
  const schema = firstAlternative(raw);
  if (typeOf(schema) !== 'object' || !schema.properties) return [];
  return Object.entries(schema.properties).flatMap(([key, child]) => [
    [...prefix, key],
    ...fieldPaths(child, [...prefix, key], depth + 1),
  ]);
}

/**
 * Where a body holds grid row keys: the `_key` of an edited row (`[0, '_key']` in a list of rows) or an item
 * of a delete's `keys` (`['keys', 0]`).
 */
export function gridKeyPaths(raw: JsonSchema | undefined): (string | number)[][] {
  if (!raw) return [];
  const schema = firstAlternative(raw);
  if (typeOf(schema) === 'array' && schema.items) {
    const item = firstAlternative(schema.items);
    return item.properties?._key ? [[0, '_key']] : [];
  }
  const keys = schema.properties?.keys;
  return keys && typeOf(firstAlternative(keys)) === 'array' ? [['keys', 0]] : [];
}

/** A deep copy of `body` with the value at `path` replaced (a number steps into an array). */
export function withValue(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (typeof head === 'number') {
    const copy = Array.isArray(body) ? [...body] : [];
    copy[head] = withValue(copy[head], rest, value);
    return copy;
  }
  const copy: Record<string, unknown> =
    body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
  copy[head] = withValue(copy[head], rest, value);
  return copy;
}

/** How a value goes into a path or query string. */
export function asParam(value: unknown): string | string[] {
  if (Array.isArray(value)) return value.map((v) => String(v));
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * encodeURIComponent for any string, a lone surrogate included: it is written as the three bytes a WTF-8
 * encoder would give it (encodeURIComponent throws on it, URLSearchParams turns it into U+FFFD), so the
 * server sees what an attacker can send.
 */
export function encodeAny(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(value[i]!);
    }
  }
  return out;
}
