import { z } from 'zod';
import { access, refusing } from '../access';
import { BUSINESS_REPORT_TEXT, businessReportQuery, businessReportUploaded } from '../business-report';
import { operation } from '../operation';
import { MODULE_FLAGS } from '../permissions';
import { uploadRefusals } from '../uploads';

const tags = ['data-vault'];

/** Who may upload Data Vault files may upload Business Reports (the module data_vault_upload). */
const uploader = refusing(access.module(MODULE_FLAGS.excel_upload), BUSINESS_REPORT_TEXT.forbidden);

/** Business Reports as Amazon writes them (Seller Central → Reports → Business Reports). Path is ours. */
export const businessReportOps = {
  upload: operation({
    method: 'POST',
    path: '/data/business-report/upload',
    summary:
      'Upload a Business Report (.csv as downloaded: by Child Item, by ASIN or by Date) for the stated period of an AZ marketplace: traffic and conversion per SKU (or per day) stored, replacing that period’s figures, or nothing and the row errors (422)',
    tags,
    access: uploader,
    upload: true,
    query: businessReportQuery,
    // Documents the multipart body; the file itself is read from the stream, not validated here.
    body: z
      .object({
        file: z.any().describe('.csv as downloaded from Seller Central (or re-saved by Excel, also .xlsx)'),
      })
      .nullish(),
    answer: businessReportUploaded,
    errors: uploadRefusals,
  }),
};
