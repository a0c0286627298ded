import {
  familyByApiPrefix,
  MARKETPLACE_REGISTRY,
  type MarketplacePrefix,
} from '@marketdesk/contracts/marketplace-registry';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import {
  asParam,
  BAD_PATH_PARAMS,
  BOUNDARY_VALUES,
  encodeAny,
  fieldPaths,
  GRID_KEY_VALUES,
  gridKeyPaths,
  type JsonSchema,
  type OpenApiOperation,
  plausible,
  withValue,
} from '../../test/route-fuzz';

/**
 * Issue 7: every operation of the OpenAPI document, called by a super admin (every permission) with a
 * boundary value in each parameter and body field in turn, answers below 500. It reads the routes from the
 * document, so a route added later is fuzzed without touching this file. Issue 15 adds grid row keys whose
 * parts decode to NUL or a lone surrogate, and path parameters with bad percent-encodings or over 100 characters.
 */
let t: TestApp;
let clientId: number;
let saId: number;
/** One marketplace per family, so grid-key calls get past the marketplace check to the key. */
const mpOf = {} as Record<MarketplacePrefix, number>;

beforeAll(async () => {
  // Sign-in attempts are rate limited per address; the limit is not what this test is about.
  // With the scheduler running, so its calls are walked for real (without one they answer 503).
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '100000' }, scheduled: () => ({ jobs: [] }) });
  // A few clients first, so the fuzz client's id is not the 1 that plausible values might name.
  for (let i = 0; i < 3; i++) await t.make.client();
  clientId = (await t.make.client()).pk_client_id;
  const sa = await t.make.user({ is_sa: true });
  await t.make.membership(sa.id, clientId);
  saId = sa.id;
  for (const f of Object.values(MARKETPLACE_REGISTRY)) {
    const code = `${f.prefix}_FUZZ`;
    mpOf[f.prefix] = (await t.make.marketplace({ short_code: code, name: code })).pk_mp_id;
  }
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Call {
  method: Method;
  path: string;
  what: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  multipart: boolean;
}

function jsonSchemaOf(op: OpenApiOperation): JsonSchema | undefined {
  const content = op.requestBody?.content ?? {};
  return (content['application/json'] ?? content['application/x-www-form-urlencoded'])?.schema;
}

function callsOf(path: string, method: Method, op: OpenApiOperation): Call[] {
  const params: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const p of op.parameters ?? []) {
    if (p.in === 'path') params[p.name] = plausible(p.name, p.schema);
    if (p.in === 'query') query[p.name] = p.name === 'client_id' ? clientId : plausible(p.name, p.schema);
  }
  const multipart = 'multipart/form-data' in (op.requestBody?.content ?? {});
  const jsonSchema = jsonSchemaOf(op);
  const body = jsonSchema ? plausible('body', jsonSchema) : undefined;
  const base: Call = { method, path, what: 'plausible', params, query, body, multipart };
  const calls: Call[] = [base];
  for (const [label, value] of BOUNDARY_VALUES) {
    for (const name of Object.keys(params))
      calls.push({ ...base, what: `path ${name} = ${label}`, params: { ...params, [name]: value } });
    for (const name of Object.keys(query))
      calls.push({ ...base, what: `query ${name} = ${label}`, query: { ...query, [name]: value } });
    if (jsonSchema) {
      calls.push({ ...base, what: `body = ${label}`, body: value });
      for (const field of fieldPaths(jsonSchema))
        calls.push({
          ...base,
          what: `body.${field.join('.')} = ${label}`,
          body: withValue(body, field, value),
        });
    }
  }
  return calls;
}

/** The call's URL; `raw` path parameters go in as they are (already on-the-wire text). */
function urlOf(call: Call, raw: Record<string, string> = {}): string {
  const path = call.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => raw[name] ?? encodeAny(String(asParam(call.params[name]))),
  );
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(call.query)) {
    const v = asParam(value);
    for (const item of Array.isArray(v) ? v : [v]) pairs.push(`${encodeAny(name)}=${encodeAny(item)}`);
  }
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

function multipartBody(): { payload: Buffer; contentType: string } {
  const boundary = '----marketdesk-fuzz';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="fuzz.xlsx"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n\u0000\u0001not a spreadsheet\r\n--${boundary}--\r\n`,
  );
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

function operationsOf(app: TestApp['app']) {
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase() as Method, op })),
  );
}

function send(
  call: Call,
  headers: Record<string, string>,
  url = urlOf(call),
): Promise<LightMyRequestResponse> {
  const form = call.method !== 'GET' && call.method !== 'DELETE';
  const multipart = call.multipart ? multipartBody() : null;
  return t.app.inject({
    method: call.method,
    url,
    headers: {
      ...headers,
      ...(multipart ? { 'content-type': multipart.contentType } : {}),
    },
    ...(multipart
      ? { payload: multipart.payload }
      : form && call.body !== undefined
        ? {
            payload: JSON.stringify(call.body),
            headers: { ...headers, 'content-type': 'application/json' },
          }
        : {}),
  });
}

const detailOf = (res: LightMyRequestResponse): unknown => {
  try {
    return (res.json() as { detail?: unknown }).detail;
  } catch {
    return undefined;
  }
};

describe('route fuzz', () => {
  // First, while the fuzz marketplaces exist (the walk below may delete what its values happen to name).
  it('answers grid keys whose parts decode to NUL or a lone surrogate as unknown rows, never 5xx', async () => {
    const headers = await t.auth(saId);
    const failures: string[] = [];
    const reached = new Set<string>();
    for (const { path, method, op } of operationsOf(t.app)) {
      const keyPaths = gridKeyPaths(jsonSchemaOf(op));
      if (keyPaths.length === 0) continue;
      reached.add(`${method} ${path}`);
      const [base] = callsOf(path, method, op) as [Call];
      const family = familyByApiPrefix(path);
      // The family's marketplace, so the marketplace check passes and the key is what is refused.
      const query =
        'mp_id' in base.query && family ? { ...base.query, mp_id: mpOf[family.prefix] } : base.query;
      for (const [label, key] of GRID_KEY_VALUES) {
        for (const at of keyPaths) {
          const res = await send({ ...base, query, body: withValue(base.body, at, key) }, headers);
          const detail = detailOf(res);
          // 404 as any unknown key (the grids' answer to a malformed one), or a 422.
          const refused =
            res.statusCode === 422 ||
            (res.statusCode === 404 && typeof detail === 'string' && detail.startsWith('Row not found'));
          if (!refused) failures.push(`${method} ${path} [${label}] → ${res.statusCode} ${res.body}`);
        }
      }
    }
    // The Data Vault saves of every family (57 operations today with the SKU, NN PO and DF saves and the PO
    // and DF deletes): a lower bound, so a grid that stops declaring its keys is noticed.
    expect(reached.size).toBeGreaterThanOrEqual(50);
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers bad path encodings and over-long path parameters with {detail}, never 5xx', async () => {
    const headers = await t.auth(saId);
    const serverErrors: string[] = [];
    const withoutDetail: string[] = [];
    let sent = 0;
    for (const { path, method, op } of operationsOf(t.app)) {
      const [base] = callsOf(path, method, op) as [Call];
      for (const name of Object.keys(base.params)) {
        for (const [label, raw] of BAD_PATH_PARAMS) {
          const res = await send(base, headers, urlOf(base, { [name]: raw }));
          sent++;
          const line = `${method} ${path} [path ${name} = ${label}] → ${res.statusCode} ${res.body.slice(0, 120)}`;
          if (res.statusCode >= 500) serverErrors.push(line);
          else if (typeof detailOf(res) !== 'string') withoutDetail.push(line);
        }
      }
    }
    expect(sent).toBeGreaterThan(30);
    expect(serverErrors).toEqual([]);
    // The product's error shape (DESIGN section 3) for the router's own refusals (400 bad URL, 414).
    expect(withoutDetail).toEqual([]);
  }, 120_000);

  it('answers no 5xx on any operation for any boundary value', async () => {
    const operations = operationsOf(t.app);
    expect(operations.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let sent = 0;
    for (const { path, method, op } of operations) {
      // A fresh sign-in per operation: logout or a password change must not end the walk's session.
      const headers = await t.auth(saId);
      for (const call of callsOf(path, method, op)) {
        const res = await send(call, headers);
        sent++;
        if (res.statusCode >= 500)
          failures.push(`${method} ${path} [${call.what}] → ${res.statusCode} ${res.body}`);
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 600_000);
});
