import { z } from 'zod';
import { access, refusing } from '../access';
import { createCodes, DATA_TYPES, DATA_VAULT_TEXT, isUploadable } from '../data-vault';
import { errorDetail, validationError } from '../errors';
import { operation } from '../operation';
import { dataUploadQuery, uploadAccepted, uploadRefusals } from '../uploads';

const tags = ['data-vault'];

/** Every CREATE code of an uploadable data type: a caller holding none may neither upload nor take a template. */
const UPLOAD_CODES = [...new Set(DATA_TYPES.filter(isUploadable).flatMap(createCodes))];

/**
 * Data Vault templates and uploads. Paths are ours (spec 02 section 7 holds them in configuration). Access: one
 * of the upload codes at the route, refused with the spec's text; the service then checks the CREATE code of
 * the data type asked for (and answers SKU Cost's note), with the same text.
 */
export const dataUploadOps = {
  template: operation({
    method: 'GET',
    path: '/data/template',
    summary: 'Upload template of a data type (.xlsx): the columns, and a sheet explaining each',
    tags,
    access: refusing(access.permission(...UPLOAD_CODES), DATA_VAULT_TEXT.templateForbidden),
    query: dataUploadQuery,
    answer: 'file',
    errors: { 400: errorDetail, 403: errorDetail, 404: errorDetail, 422: validationError },
  }),
  upload: operation({
    method: 'POST',
    path: '/data/process-file',
    summary:
      'Upload a file of a data type: every row validated, then all written in one transaction, or none and the row errors (422)',
    tags,
    access: refusing(access.permission(...UPLOAD_CODES), DATA_VAULT_TEXT.uploadForbidden),
    upload: true,
    query: dataUploadQuery,
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
    answer: uploadAccepted,
    errors: uploadRefusals,
  }),
};
