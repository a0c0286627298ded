import { fileOps } from '@marketdesk/contracts/operations/files';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition } from '../../platform/files';
import type { ZodApp } from '../../platform/module';
import { route } from '../../platform/operations';
import { requireCtx } from '../../platform/tenancy';
import type { FileLinksService } from './file-links.service';

/** Paths are ours (the spec shows none): a link is issued for one file, then opened in a new window. */
export function registerFilesRoutes(app: ZodApp, links: FileLinksService) {
  route(app, fileOps.link, (request) => links.issue(requireCtx(request), request.params.fileId));

  route(app, fileOps.download, async (request, reply) => {
    const { file, stream } = await links.download(request.params.fileId, request.query);
    // The bytes are streamed as they are; the typed reply only knows the JSON answers of the schema.
    return (reply as FastifyReply)
      .header('content-type', file.content_type)
      .header('content-length', String(file.size))
      .header('content-disposition', attachmentDisposition(file.name))
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
}
