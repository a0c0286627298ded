import { UPLOAD_TEXT } from '@marketdesk/contracts/uploads';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { receiveUpload, receiveUploadForm, registerUploadParsing } from './multipart';

/** The two readers on a real Fastify with the real multipart plugin, answering what they received. */
const MAX = 1024;
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await registerUploadParsing(app, MAX);
  app.setErrorHandler((error, _request, reply) =>
    reply
      .code(error instanceof HttpError ? error.statusCode : 500)
      .send({ detail: error instanceof HttpError ? error.message : 'internal' }),
  );
  app.post('/form', async (request) => {
    const { fields, file } = await receiveUploadForm(request, MAX);
    return { fields, file: file && { name: file.fileName, text: file.buffer.toString('utf8') } };
  });
  app.post('/file', async (request) => {
    const file = await receiveUpload(request, MAX);
    return { name: file.fileName, text: file.buffer.toString('utf8') };
  });
  await app.ready();
});
afterAll(() => app?.close());

const form = (parts: [string, string | [string, string]][]) => {
  const body = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, new Blob([value[1]]), value[0]);
  }
  return body;
};
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as never, headers });

describe('receiveUploadForm', () => {
  it('reads the text fields and the file in any order', async () => {
    const res = await post(
      '/form',
      form([
        ['invoice_no', 'INV-1'],
        ['file', ['lines.xlsx', 'abc']],
        ['vendor_name', 'Acme'],
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fields: { invoice_no: 'INV-1', vendor_name: 'Acme' },
      file: { name: 'lines.xlsx', text: 'abc' },
    });
  });

  it('answers no file as null and ignores a file in another field', async () => {
    const res = await post(
      '/form',
      form([
        ['other', ['x.txt', 'zzz']],
        ['a', '1'],
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fields: { a: '1' }, file: null });
  });

  it('refuses a file over the limit with 413 and a body that is not multipart with 400', async () => {
    const big = await post(
      '/form',
      form([
        ['a', '1'],
        ['file', ['big.xlsx', 'x'.repeat(MAX + 1)]],
      ]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toBe(UPLOAD_TEXT.tooLarge(MAX));
    const json = await post('/form', { a: 1 });
    expect(json.statusCode).toBe(400);
    expect(json.json().detail).toBe(UPLOAD_TEXT.notMultipart);
    const broken = await post('/form', '--x\r\nnot a part', {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('receiveUpload', () => {
  it('reads the file of field `file`; another first part is 400, over the limit 413', async () => {
    const ok = await post('/file', form([['file', ['a.csv', 'a,b']]]));
    expect(ok.json()).toEqual({ name: 'a.csv', text: 'a,b' });
    const wrong = await post('/file', form([['upload', ['a.csv', 'a,b']]]));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe(UPLOAD_TEXT.noFile);
    const big = await post('/file', form([['file', ['a.csv', 'x'.repeat(MAX + 1)]]]));
    expect(big.statusCode).toBe(413);
  });
});
