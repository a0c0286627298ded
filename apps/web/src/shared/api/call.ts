import type { Operation, OperationAnswer, OperationInput } from '@marketdesk/contracts/operation';
import { fillPath } from '@marketdesk/contracts/operation';
import {
  type ApiFile,
  apiFile,
  apiRequest,
  apiUpload,
  type RequestOptions,
  type UploadOptions,
} from './client';

/** What a call may add to the operation's input. */
interface CallOptions {
  signal?: AbortSignal;
}

/**
 * An operation that takes a form (its `consumes` says so, e.g. sign-in's OAuth2 form) may be sent with
 * `form` in place of its JSON body.
 */
type FormInput<O extends Operation> = O extends { consumes: readonly string[] }
  ? Omit<OperationInput<O>, 'body'> & { form: Record<string, string> }
  : never;

/** The input argument: optional when the operation needs nothing the caller must give. */
type InputArg<O extends Operation, X> =
  Record<never, never> extends OperationInput<O>
    ? [input?: (OperationInput<O> | FormInput<O>) & X]
    : [input: (OperationInput<O> | FormInput<O>) & X];

interface Parts extends CallOptions {
  form?: Record<string, string>;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

const partsOf = (input: unknown): Parts => (input ?? {}) as Parts;

/** A public operation (sign-in, health) goes without token or client_id; every other one carries both. */
const requestFlags = (op: Operation) =>
  op.access.kind === 'public' ? { auth: false, tenant: false } : { auth: true, tenant: true };

/** A 204 has no body: its answer schema (noContent) reads it as null. */
const answerOf = <O extends Operation>(op: O, answer: unknown) =>
  (typeof op.answer === 'object'
    ? op.answer.parse(op.status === 204 ? null : answer)
    : answer) as OperationAnswer<O>;

/**
 * Calls an operation from its description in contracts: path, method and access come from there, and the
 * answer is parsed with its schema, so no path string or answer type is written in a feature.
 */
export async function call<O extends Operation>(
  op: O,
  ...[input]: InputArg<O, CallOptions>
): Promise<OperationAnswer<O>> {
  const { params, query, body, form, signal } = partsOf(input);
  const answer = await apiRequest(fillPath(op.path, params), {
    method: op.method,
    query: query as RequestOptions['query'],
    ...(form ? { form } : body !== undefined ? { json: body } : {}),
    ...requestFlags(op),
    signal,
  });
  return answerOf(op, answer);
}

/** Downloads the file an operation answers (a template, an export) with its suggested name. */
export function download<O extends Operation & { answer: 'file' }>(
  op: O,
  ...[input]: InputArg<O, Pick<CallOptions, 'signal'>>
): Promise<ApiFile> {
  const { params, query, signal } = partsOf(input);
  return apiFile(fillPath(op.path, params), { query: query as RequestOptions['query'], signal });
}

/** Sends a multipart upload (with progress) to an operation and parses its answer. */
export async function upload<O extends Operation & { upload: true }>(
  op: O,
  input: Omit<OperationInput<O>, 'body'> & { form: FormData },
  options: Pick<UploadOptions, 'onProgress' | 'signal'> = {},
): Promise<OperationAnswer<O>> {
  const { params, query } = partsOf(input);
  const answer = await apiUpload(fillPath(op.path, params), {
    method: op.method === 'PUT' ? 'PUT' : 'POST',
    query: query as RequestOptions['query'],
    body: input.form,
    ...options,
  });
  return answerOf(op, answer);
}
