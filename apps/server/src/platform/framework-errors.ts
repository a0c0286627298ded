import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** Answers of the router's own refusals; the URL is never echoed (it may hold a signed link or a token). */
const ANSWERS: Record<string, { status: number; detail: string }> = {
  FST_ERR_BAD_URL: {
    status: 400,
    detail: 'Bad Request: the address is not valid (malformed percent-encoding)',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    detail: 'URI Too Long: a path parameter is longer than 100 characters',
  },
};

/**
 * Fastify's `frameworkErrors`: errors the router raises before a route or the error handler is reached
 * (bad percent-encoding or a lone surrogate in a path, an over-long path parameter) get the product's
 * `{detail}` shape and no-store like every other answer (issue 15), not Fastify's `{error, code, message}`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = ANSWERS[error.code];
  if (!known) request.log.error({ err: error }, 'framework error');
  const { status, detail } = known ?? { status: 500, detail: 'Internal Server Error' };
  return reply.code(status).header('cache-control', 'no-store').send({ detail });
}
