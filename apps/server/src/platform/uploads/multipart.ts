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

/** A multipart form: its text fields, and the file of field `file` (null when none came). */
export interface UploadForm {
  fields: Record<string, string>;
  file: UploadFile | null;
}

/**
 * A form of text fields beside the file (e.g. an invoice's header fields), in any order: receiveUpload reads
 * the first part only. Same limits and answers: 413 past the size limit, 400 for a body that is not multipart
 * or is malformed. Files in other fields are read (the body must be drained) and dropped; the caller decides
 * whether a missing file or field is an error.
 */
export async function receiveUploadForm(
  request: FastifyRequest,
  maxFileBytes = UPLOAD_LIMITS.maxFileBytes,
): Promise<UploadForm> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_TEXT.notMultipart);
  const fields: Record<string, string> = {};
  let file: UploadFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes } })) {
      if (part.type !== 'file') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        continue;
      }
      const buffer = await timed('upload: receive file body', () => part.toBuffer());
      if (part.file.truncated) throw tooLarge(maxFileBytes);
      if (part.fieldname === 'file' && !file) {
        file = { fileName: part.filename, contentType: part.mimetype, buffer };
      }
    }
  } catch (error) {
    throw error instanceof HttpError ? error : asClientError(error, maxFileBytes);
  }
  return { fields, file };
}

/** Busboy and the plugin fail on malformed bodies; those are the client's, never a 500. */
function asClientError(error: unknown, max: number): HttpError {
  const e = error as { statusCode?: number; code?: string };
  if (e?.code === 'FST_REQ_FILE_TOO_LARGE' || e?.statusCode === 413) return tooLarge(max);
  return badRequest(UPLOAD_TEXT.notMultipart);
}
