import { access } from '../access';
import { errorDetail, validationError } from '../errors';
import { fileDownloadQuery, fileIdParams, fileLink } from '../files';
import { operation } from '../operation';

const tags = ['files'];

/** Paths are ours (the spec shows none): a link is issued for one file, then opened in a new window. */
export const fileOps = {
  link: operation({
    method: 'POST',
    path: '/files/:fileId/link',
    summary: 'A short-lived signed download path for a file of the selected client that the caller made',
    tags,
    access: access.member(),
    params: fileIdParams,
    answer: fileLink,
    errors: { 401: errorDetail, 403: errorDetail, 404: errorDetail, 422: validationError },
  }),
  download: operation({
    method: 'GET',
    path: '/files/download/:fileId',
    summary:
      'Download a file through a signed link (as an attachment); 403 when the link is expired, altered, or its user no longer belongs to the client',
    tags,
    // The browser opens this in a new window without the bearer token: the signature is the credential.
    access: access.public(),
    params: fileIdParams,
    query: fileDownloadQuery,
    answer: 'file',
    errors: { 403: errorDetail, 404: errorDetail, 422: validationError },
  }),
};
