import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import {
  asParam,
  BOUNDARY_VALUES,
  encodeAny,
  fieldPaths,
  type OpenApiOperation,
  plausible,
  withValue,
} from '../../test/route-fuzz';

/**
 * Issue 7: every operation of the OpenAPI document, called by a super admin (every permission) with a
 * boundary value in each parameter and body field in turn, answers below 500. It reads the routes from the
 * document, so a route added later is fuzzed without touching this file.
 */
let t: TestApp;
let clientId: number;
let saId: number;

beforeAll(async () => {
  // Sign-in attempts are rate limited per address; the limit is not what this test is about.
  t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '100000' } });
  // A few clients first, so the fuzz client's id is not the 1 that plausible values might name.
  for (let i = 0; i < 3; i++) await t.make.client();
  clientId = (await t.make.client()).pk_client_id;
  const sa = await t.make.user({ is_sa: true });
  await t.make.membership(sa.id, clientId);
  saId = sa.id;
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

function callsOf(path: string, method: Method, op: OpenApiOperation): Call[] {
  const params: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const p of op.parameters ?? []) {
    if (p.in === 'path') params[p.name] = plausible(p.name, p.schema);
    if (p.in === 'query') query[p.name] = p.name === 'client_id' ? clientId : plausible(p.name, p.schema);
  }
  const content = op.requestBody?.content ?? {};
  const multipart = 'multipart/form-data' in content;
  const jsonSchema = (content['application/json'] ?? content['application/x-www-form-urlencoded'])?.schema;
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

function urlOf(call: Call): string {
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeAny(String(asParam(call.params[name]))),
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

describe('route fuzz', () => {
  it('answers no 5xx on any operation for any boundary value', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase() as Method, op })),
    );
    expect(operations.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let sent = 0;
    for (const { path, method, op } of operations) {
      // A fresh sign-in per operation: logout or a password change must not end the walk's session.
      const headers = await t.auth(saId);
      for (const call of callsOf(path, method, op)) {
        const form = method !== 'GET' && method !== 'DELETE';
        const multipart = call.multipart ? multipartBody() : null;
        const res = await t.app.inject({
          method,
          url: urlOf(call),
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
        sent++;
        if (res.statusCode >= 500)
          failures.push(`${method} ${path} [${call.what}] → ${res.statusCode} ${res.body}`);
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  }, 600_000);
});
