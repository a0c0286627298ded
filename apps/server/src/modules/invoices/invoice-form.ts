import { UPLOAD_TEXT } from '@marketdesk/contracts/uploads';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../platform/errors';
import type { UploadFile } from '../../platform/uploads';

export interface InvoiceForm {
  fields: Record<string, string>;
  file: UploadFile | null;
}

const tooLarge = (max: number) => new HttpError(413, UPLOAD_TEXT.tooLarge(max));

/**
 * The invoice upload's multipart body: the file (field `file`) and the ten header fields, in any order (the
 * pipeline's receiveUpload reads the file alone). Size and part limits are the module's multipart limits.
 */
export async function receiveInvoiceForm(
  request: FastifyRequest,
  maxFileBytes: number,
): Promise<InvoiceForm> {
  if (!request.isMultipart()) throw badRequest(UPLOAD_TEXT.notMultipart);
  const fields: Record<string, string> = {};
  let file: UploadFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes } })) {
      if (part.type !== 'file') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        continue;
      }
      const buffer = await part.toBuffer();
      if (part.file.truncated) throw tooLarge(maxFileBytes);
      if (part.fieldname === 'file' && !file)
        file = { fileName: part.filename, contentType: part.mimetype, buffer };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const e = error as { statusCode?: number; code?: string };
    if (e?.code === 'FST_REQ_FILE_TOO_LARGE' || e?.statusCode === 413) throw tooLarge(maxFileBytes);
    throw badRequest(UPLOAD_TEXT.notMultipart);
  }
  return { fields, file };
}
