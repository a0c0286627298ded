import type { Operation, OperationReturn } from '@marketdesk/contracts/operation';
import type { UploadError, UploadFailingRows, UploadRejected } from '@marketdesk/contracts/uploads';
import { UPLOAD_TEXT } from '@marketdesk/contracts/uploads';
import type { FastifyRequest } from 'fastify';
import type { ZodApp } from '../module';
import { type OperationRequest, type RouteExtras, route } from '../operations';
import { receiveUpload } from './multipart';
import type { UploadFile, UploadOutcome } from './types';

/** What an upload answers: the success answer, or the refusal (nothing was written) with its row errors. */
export type UploadRouteOutcome<A> =
  | { ok: true; answer: A }
  | { ok: false; detail: string; errors: UploadError[]; failing_rows?: UploadFailingRows };

export interface UploadRouteSpec<O extends Operation, S, F> {
  /**
   * Access and scope (permission codes, the marketplace, the seller): run before the body is read, so a refused
   * caller's file is never read. Throws the refusal (HttpError).
   */
  check(request: OperationRequest<O>): Promise<S> | S;
  /** Reads the body: the file of the field `file` (receiveUpload) unless given (a form: receiveUploadForm). */
  receive?(request: FastifyRequest): Promise<F>;
  /** Runs the upload (runUpload, through the module's service) and answers its outcome. */
  run(checked: S, received: F, request: OperationRequest<O>): Promise<UploadRouteOutcome<OperationReturn<O>>>;
  /** The status of a refusal: 422, or what the spec says for the screen (DF orders: 400). */
  refusal?: 400 | 422;
}

/** The refusal as every upload answers it (contracts `uploadRejected`): detail, errors, failing_rows. */
export const rejectedAnswer = (r: {
  detail: string;
  errors: UploadError[];
  failing_rows?: UploadFailingRows;
}): UploadRejected => ({ detail: r.detail, errors: r.errors, failing_rows: r.failing_rows });

/**
 * The one upload route (DESIGN section 9, "Uploads"): multipart (the module registers registerUploadParsing),
 * the access check first, then the file received (413 / 400 on its own), the upload run, and its outcome
 * answered: the success answer with the operation's status, or the refusal (`uploadRejected`) with 422 (DF
 * orders: 400). The operation must say `upload: true`.
 */
export function uploadRoute<const O extends Operation & { upload: true }, S, F = UploadFile>(
  app: ZodApp,
  op: O,
  spec: UploadRouteSpec<O, S, F>,
  extras?: RouteExtras,
): void {
  const receive = spec.receive ?? (receiveUpload as unknown as (request: FastifyRequest) => Promise<F>);
  route(
    app,
    op,
    async (request, reply) => {
      const checked = await spec.check(request);
      const received = await receive(request);
      const outcome = await spec.run(checked, received, request);
      if (!outcome.ok) return reply.code(spec.refusal ?? 422).send(rejectedAnswer(outcome));
      return outcome.answer;
    },
    extras,
  );
}

/** A pipeline outcome's success as the Data Vault and inventory answer it (contracts `uploadAccepted`). */
export function acceptedAnswer(outcome: Extract<UploadOutcome, { ok: true }>) {
  return {
    detail: UPLOAD_TEXT.accepted,
    inserted: outcome.inserted,
    updated: outcome.updated,
    unchanged: outcome.unchanged,
    upload_id: outcome.uploadId,
    skipped: outcome.skipped,
    ...(outcome.marketplaces ? { marketplaces: outcome.marketplaces } : {}),
  };
}
