import { z } from 'zod';
import { access } from '../access';
import { errorDetail, validationError } from '../errors';
import { operation } from '../operation';
import { dataUploadQuery, uploadAccepted, uploadRefusals } from '../uploads';

const tags = ['data-vault'];

/**
 * Data Vault templates and uploads. Paths are ours (spec 02 section 7 holds them in configuration). Access: any
 * member of the client at the route, then the service checks the data type's CREATE code, so a refusal
 * carries the spec's own text.
 */
export const dataUploadOps = {
  template: operation({
    method: 'GET',
    path: '/data/template',
    summary: 'Upload template of a data type (.xlsx): the columns, and a sheet explaining each',
    tags,
    access: access.member(),
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
    access: access.member(),
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
