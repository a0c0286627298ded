import type { z } from 'zod';
import type { Access } from './access';

/**
 * One API operation, described once (DESIGN section 3, Contracts): the server registers its route from this
 * (path, schemas, access, OpenAPI text) and the web calls it through the same object, so neither side writes
 * the path or a schema again. `path` uses Fastify's `:name` for path parameters.
 */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  summary: string;
  tags: readonly string[];
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  /**
   * The JSON body. For a multipart upload (`upload: true`) it only documents the form's fields: the route
   * reads the file from the stream itself.
   */
  body?: z.ZodType;
  upload?: true;
  /**
   * The content types the body may come as when JSON alone is not the whole story, as documented (sign-in
   * takes a form or JSON); the web may then send the body as a form (`call(op, { form })`).
   */
  consumes?: readonly string[];
  /**
   * What a success answers: a schema (JSON, parsed on the web), 'file' (bytes with a suggested name),
   * 'empty' (204 or a body nobody reads), or 'page' (an HTML page or a redirect the browser opens itself,
   * such as Google sign-in's popup; never called through the web's `call`).
   */
  answer: z.ZodType | 'file' | 'empty' | 'page';
  /** The success status; 200 unless given. A 204's answer schema is `noContent` (the web reads it as null). */
  status?: 200 | 201 | 202 | 204;
  /**
   * Other success statuses the handler chooses between, answering the same schema (a save that creates
   * answers 201, one that updates 200). The handler then sets the status itself.
   */
  alsoStatus?: readonly (200 | 201 | 202 | 204)[];
  /** The error answers it may give besides the success, for the OpenAPI document. */
  errors?: Readonly<Record<number, z.ZodType>>;
  /** Schema-level notes for the OpenAPI document (e.g. a `description`), passed through as given. */
  description?: string;
}

/** Keeps the literal types of a description (so handlers and callers are typed from it). */
export const operation = <const O extends Operation>(o: O): O => o;

type Input<T> = T extends z.ZodType ? z.input<T> : never;
type Output<T> = T extends z.ZodType ? z.output<T> : never;

/** The parsed path parameters, query and body a handler receives. */
export type OperationParams<O extends Operation> = Output<O['params']>;
export type OperationQuery<O extends Operation> = Output<O['query']>;
export type OperationBody<O extends Operation> = Output<O['body']>;

/** What a success answers, as the web reads it. */
export type OperationAnswer<O extends Operation> = O['answer'] extends z.ZodType
  ? z.output<O['answer']>
  : never;

/** What a handler returns for a JSON answer (the serializer accepts the schema's input). */
export type OperationReturn<O extends Operation> = O['answer'] extends z.ZodType
  ? z.input<O['answer']>
  : unknown;

type Empty = Record<never, never>;
type Part<K extends string, T> = [T] extends [never]
  ? Empty
  : Empty extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a caller passes: only the parts the operation has, required where the schema requires them. */
export type OperationInput<O extends Operation> = Part<'params', Input<O['params']>> &
  Part<'query', Input<O['query']>> &
  Part<'body', Input<O['body']>>;

/** The path with its `:name` parameters filled in (URI-encoded). */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
