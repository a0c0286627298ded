import { ACCESS_DENIED_DETAIL } from '@marketdesk/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';

/** An error a service throws on purpose: its status and `detail` go to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const unauthorized = (detail = 'Not authenticated') => new HttpError(401, detail);
export const forbidden = (detail = ACCESS_DENIED_DETAIL) => new HttpError(403, detail);
export const notFound = (detail = 'Not found') => new HttpError(404, detail);
export const conflict = (detail: string) => new HttpError(409, detail);

export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** Where a refused field was sent: the 422's `loc` starts with `query` or `body`. */
export type FieldSource = 'querystring' | 'body';

/**
 * A field error: a 422 naming the field a rule refused, for a rule the schema cannot express (it needs the
 * database, the marketplace, another field). The error handler answers it as it answers a schema failure, in the
 * list shape `{detail: [{loc: [source, ...path], msg, type}]}`. `path` is the field, or its place in the body
 * (a grid edit: [row index, column]).
 */
export class FieldError extends Error {
  override name = 'FieldError';
  readonly statusCode = 422;
  readonly validation: { instancePath: string; message: string; keyword: string }[];

  constructor(
    readonly validationContext: FieldSource,
    path: string | readonly (string | number)[],
    message: string,
    type = 'value_error',
  ) {
    super(message);
    const parts = typeof path === 'string' ? [path] : path;
    this.validation = [{ instancePath: `/${parts.join('/')}`, message, keyword: type }];
  }
}

/** A field error on a query parameter. */
export const queryInvalid = (field: string, msg: string, type?: string) =>
  new FieldError('querystring', field, msg, type);

/** A field error on a body field (or its place in the body). */
export const bodyInvalid = (field: string | readonly (string | number)[], msg: string, type?: string) =>
  new FieldError('body', field, msg, type);

/** 422 answer in the shape the spec's clients read: `{detail: [{loc, msg, type}]}`. */
export function sendValidationError(reply: FastifyReply, issues: ValidationIssue[]) {
  return reply.code(422).send({ detail: issues });
}

const CONTEXT_LOC: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

function validationIssues(error: FastifyError): ValidationIssue[] {
  const where = CONTEXT_LOC[error.validationContext ?? 'body'] ?? 'body';
  return (error.validation ?? []).map((v) => {
    const path = v.instancePath
      .split('/')
      .filter(Boolean)
      .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
    const missing = /received undefined$/.test(v.message ?? '');
    return {
      loc: [where, ...path],
      msg: missing ? 'Field required' : (v.message ?? 'Invalid value'),
      type: missing ? 'missing' : v.keyword,
    };
  });
}

/** The answer to a request whose statement PostgreSQL cancelled at the request time limit (STATEMENT_TIMEOUT_MS). */
export const STATEMENT_TIMEOUT_DETAIL =
  'The request took too long and was stopped. Choose a shorter date range or a narrower filter and try again.';

/** PostgreSQL cancelled the statement (57014 query_canceled: the time limit, or an operator), whichever driver wrapped it. */
export function isStatementCancelled(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '57014' || e?.cause?.code === '57014';
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).headers(error.headers).send({ detail: error.detail });
  }
  if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
    return sendValidationError(reply, validationIssues(error));
  }
  if (error instanceof ResponseSerializationError) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    return reply.code(500).send({ detail: 'Internal Server Error' });
  }
  if (isStatementCancelled(error)) {
    request.log.warn({ err: error }, 'statement cancelled (time limit)');
    return reply.code(503).send({ detail: STATEMENT_TIMEOUT_DETAIL });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.code(status).send({ detail: error.message });
  request.log.error({ err: error }, 'unhandled error');
  // Never a stack trace or internal message to the client.
  return reply.code(500).send({ detail: 'Internal Server Error' });
}

/** Error and not-found handlers for the whole app (DESIGN section 3: every error carries `detail`). */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

export function notFoundDetail(request: FastifyRequest) {
  return { detail: `Not Found: ${request.method} ${request.url.split('?')[0]}` };
}

/** A unique index refused the row (PostgreSQL 23505), whichever driver wrapped the error. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
