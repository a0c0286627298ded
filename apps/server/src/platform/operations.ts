import type {
  Operation,
  OperationBody,
  OperationParams,
  OperationQuery,
  OperationReturn,
} from '@marketdesk/contracts/operation';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodApp } from './module';

/** The request a handler of this operation receives: params, query and body typed from its description. */
export type OperationRequest<O extends Operation> = FastifyRequest<{
  Params: OperationParams<O>;
  Querystring: OperationQuery<O>;
  Body: OperationBody<O>;
}>;

/** A handler returns the answer (sent with the operation's status) or sends through `reply` itself. */
export type OperationHandler<O extends Operation> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
) => OperationReturn<O> | FastifyReply | undefined | Promise<OperationReturn<O> | FastifyReply | undefined>;

/** Route options an operation does not describe (body limits, hooks); never its path, schemas or access. */
export type RouteExtras = Omit<RouteShorthandOptions, 'schema' | 'config'> & {
  config?: Record<string, unknown>;
};

/** The response schemas of the OpenAPI document: the success answer, then the declared errors. */
function responses(op: Operation) {
  const map: Record<number, unknown> = {};
  if (typeof op.answer === 'object') {
    map[op.status ?? 200] = op.answer;
    for (const status of op.alsoStatus ?? []) map[status] = op.answer;
  }
  return { ...map, ...op.errors };
}

/**
 * Registers the route of an operation (DESIGN section 3): method, path, schemas, access and OpenAPI text all
 * come from its description in contracts, so the web's call and the server's route cannot drift apart.
 */
export function route<const O extends Operation>(
  app: ZodApp,
  op: O,
  handler: OperationHandler<O>,
  extras: RouteExtras = {},
): void {
  const status = op.status;
  app.route({
    ...extras,
    method: op.method,
    url: op.path,
    config: { ...extras.config, access: op.access },
    schema: {
      tags: [...op.tags],
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      ...(op.upload
        ? { consumes: ['multipart/form-data'] }
        : op.consumes
          ? { consumes: [...op.consumes] }
          : {}),
      ...(op.params ? { params: op.params } : {}),
      ...(op.query ? { querystring: op.query } : {}),
      ...(op.body ? { body: op.body } : {}),
      response: responses(op),
    },
    handler: (request, reply) => {
      if (status) reply.code(status);
      return handler(request as unknown as OperationRequest<O>, reply) as unknown;
    },
  });
}
