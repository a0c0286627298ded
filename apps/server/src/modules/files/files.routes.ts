import { errorDetail, validationError } from '@marketdesk/contracts/errors';
import { fileDownloadQuery, fileIdParams, fileLink } from '@marketdesk/contracts/files';
import type { FastifyReply } from 'fastify';
import { access } from '../../platform/access';
import { attachmentDisposition } from '../../platform/files';
import type { ZodApp } from '../../platform/module';
import { requireCtx } from '../../platform/tenancy';
import type { FileLinksService } from './file-links.service';

const tags = ['files'];

/** Paths are ours (the spec shows none): a link is issued for one file, then opened in a new window. */
export function registerFilesRoutes(app: ZodApp, links: FileLinksService) {
  app.post(
    '/files/:fileId/link',
    {
      config: { access: access.member() },
      schema: {
        tags,
        summary: 'A short-lived signed download path for a file of the selected client that the caller made',
        params: fileIdParams,
        response: {
          200: fileLink,
          401: errorDetail,
          403: errorDetail,
          404: errorDetail,
          422: validationError,
        },
      },
    },
    (request) => links.issue(requireCtx(request), request.params.fileId),
  );

  app.get(
    '/files/download/:fileId',
    {
      // The browser opens this in a new window without the bearer token: the signature is the credential.
      config: { access: access.public() },
      schema: {
        tags,
        summary:
          'Download a file through a signed link (as an attachment); 403 when the link is expired, altered, or its user no longer belongs to the client',
        params: fileIdParams,
        querystring: fileDownloadQuery,
        response: { 403: errorDetail, 404: errorDetail, 422: validationError },
      },
    },
    async (request, reply) => {
      const { file, stream } = await links.download(request.params.fileId, request.query);
      // The bytes are streamed as they are; the typed reply only knows the JSON answers of the schema.
      return (reply as FastifyReply)
        .header('content-type', file.content_type)
        .header('content-length', String(file.size))
        .header('content-disposition', attachmentDisposition(file.name))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
}
