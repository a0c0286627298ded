import { FILE_MESSAGES, type FileDownloadQuery, type FileLink } from '@marketdesk/contracts/files';
import { forbidden, notFound } from '../../platform/errors';
import type { FileLinks, FilesService, OpenedFile } from '../../platform/files';
import type { RequestContext } from '../../platform/tenancy';

/**
 * Issuing and honouring signed download links. Issuing needs the bearer token and the client; the download
 * itself carries no token (a new window), so it checks the signature, the expiry and, at that moment, that the
 * user is still an active member of the file's client.
 */
export function fileLinksService({ files, links }: { files: FilesService; links: FileLinks }) {
  return {
    /**
     * A link to a file of the selected client that the caller made (client admins and super admins: any file
     * of the client). Anything else is "not found": features that share files between users (an upload
     * history, inventory files) check their own permission and call `fileLinks.signedDownloadPath` themselves.
     */
    async issue(ctx: RequestContext, fileId: number): Promise<FileLink> {
      const file = await files.findFile(ctx.clientId, fileId);
      const anyFile = ctx.permissions.isClientAdmin || ctx.permissions.isSuperAdmin;
      if (file.created_by !== ctx.user.id && !anyFile) throw notFound(FILE_MESSAGES.notFound);
      const now = new Date();
      return {
        path: links.signedDownloadPath(file.id, ctx.user.id, now),
        expires_at: links.expiresAt(now).toISOString(),
      };
    },

    async download(fileId: number, q: FileDownloadQuery): Promise<OpenedFile> {
      const check = links.check({ fileId, userId: q.u, exp: q.exp, sig: q.sig });
      if (check === 'invalid') throw forbidden(FILE_MESSAGES.linkInvalid);
      if (check === 'expired') throw forbidden(FILE_MESSAGES.linkExpired);
      const file = await files.byIdForSignedDownload(fileId);
      if (!file) throw notFound(FILE_MESSAGES.notFound);
      if (!(await files.mayRead(q.u, file.client_id))) throw forbidden(FILE_MESSAGES.noAccess);
      return { file, stream: await files.stream(file) };
    },
  };
}
export type FileLinksService = ReturnType<typeof fileLinksService>;
