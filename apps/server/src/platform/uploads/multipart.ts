import multipart from '@fastify/multipart';
import { UPLOAD_LIMITS, UPLOAD_TEXT } from '@marketdesk/contracts/uploads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { timed } from '../../db/facts/stages';
import { badRequest, HttpError } from '../errors';
import type { UploadFile } from './types';

/**
 * Multipart parsing for the routes of one module (register it in the module's own plugin scope, so no other
 * route accepts multipart bodies): one file, bounded size, a few small fields.
 */
export async function registerUploadParsing(app: FastifyInstance, maxFileBytes = UPLOAD_LIMITS.maxFileBytes) {
  await app.register(multipart, {
    limits: { fileSize: maxFileBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 },
  });
}

const tooLarge = (max: number) => new HttpError(413, UPLOAD_TEXT.tooLarge(max));

/**
 * The file of the multipart field `file`, read whole into memory (at most the size limit: 25 MB). The reader
 * gets it as a buffer, so nothing depends on the storage driver having a local path. 413 past the limit, 400
 * for a body that is not multipart or has no file.
 */
export async function receiveUpload(
  request: FastifyRequest,
  maxFileBytes = UPLOAD_LIMITS.maxFileBytes,
): Promise<UploadFile> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_TEXT.notMultipart);
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: maxFileBytes } });
  } catch (error) {
    throw asClientError(error, maxFileBytes);
  }
  if (part?.fieldname !== 'file') throw badRequest(UPLOAD_TEXT.noFile);
  let buffer: Buffer;
  try {
    buffer = await timed('upload: receive file body', () => part.toBuffer());
  } catch (error) {
    throw asClientError(error, maxFileBytes);
  }
  if (part.file.truncated) throw tooLarge(maxFileBytes);
  return { fileName: part.filename, contentType: part.mimetype, buffer };
}

/** Busboy and the plugin fail on malformed bodies; those are the client's, never a 500. */
function asClientError(error: unknown, max: number): HttpError {
  const e = error as { statusCode?: number; code?: string };
  if (e?.code === 'FST_REQ_FILE_TOO_LARGE' || e?.statusCode === 413) return tooLarge(max);
  return badRequest(UPLOAD_TEXT.notMultipart);
}
