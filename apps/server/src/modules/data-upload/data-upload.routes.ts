import { errorDetail, validationError } from '@marketdesk/contracts/errors';
import { dataUploadQuery, UPLOAD_TEXT, uploadAccepted, uploadRejected } from '@marketdesk/contracts/uploads';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { access } from '../../platform/access';
import type { ZodApp } from '../../platform/module';
import { sendXlsx } from '../../platform/spreadsheets';
import { requireCtx } from '../../platform/tenancy';
import { receiveUpload } from '../../platform/uploads';
import type { DataUploadService } from './data-upload.service';

const tags = ['data-vault'];

/**
 * Paths are ours (spec 02 section 7 holds them in configuration). Access: any member of the client at the
 * route, then the service checks the data type's CREATE code, so a refusal carries the spec's own text.
 */
export function registerDataUploadRoutes(app: ZodApp, service: DataUploadService) {
  app.get(
    '/data/template',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary: 'Upload template of a data type (.xlsx): the columns, and a sheet explaining each',
        querystring: dataUploadQuery,
        response: { 400: errorDetail, 403: errorDetail, 404: errorDetail, 422: validationError },
      },
    },
    async (request, reply) => {
      const { fileName, content } = await service.template(requireCtx(request), request.query);
      return sendXlsx(reply as FastifyReply, { fileName, content });
    },
  );

  app.post(
    '/data/process-file',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary:
          'Upload a file of a data type: every row validated, then all written in one transaction, or none and the row errors (422)',
        consumes: ['multipart/form-data'],
        querystring: dataUploadQuery,
        // Documents the multipart body; the file itself is read from the stream, not validated here.
        body: z
          .object({
            file: z
              .any()
              .describe(
                '.xlsx or .xls (AZ orders, settlements and returns: also Amazon reports as .txt/.tsv/.csv)',
              ),
          })
          .nullish(),
        response: {
          200: uploadAccepted,
          400: errorDetail,
          403: errorDetail,
          404: errorDetail,
          413: errorDetail,
          422: z.union([uploadRejected, validationError]),
        },
      },
    },
    async (request, reply) => {
      const ctx = requireCtx(request);
      // Access first: a refused caller's file is never read.
      const resolved = await service.checkUpload(ctx, request.query);
      const file = await receiveUpload(request);
      const outcome = await service.upload(ctx, resolved, file);
      if (!outcome.ok)
        return reply
          .code(422)
          .send({ detail: outcome.detail, errors: outcome.errors, failing_rows: outcome.failing_rows });
      return {
        detail: UPLOAD_TEXT.accepted,
        inserted: outcome.inserted,
        updated: outcome.updated,
        unchanged: outcome.unchanged,
        upload_id: outcome.uploadId,
        skipped: outcome.skipped,
        ...(outcome.marketplaces ? { marketplaces: outcome.marketplaces } : {}),
      };
    },
  );
}
