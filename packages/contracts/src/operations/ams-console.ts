import { z } from 'zod';
import { access } from '../access';
import { amsConsoleUploaded, amsConsoleUploadQuery } from '../ams-console';
import { operation } from '../operation';
import { uploadRefusals } from '../uploads';

const tags = ['ams view'];
/** Feeding a profile's advertising facts from files is the ad-group master's uploaders' (adgroup_master:create). */
const uploader = access.permission('adgroup_master:create');

/** Sponsored Products console reports and bulk files, uploaded for one advertising profile. Path is ours. */
export const amsConsoleOps = {
  upload: operation({
    method: 'POST',
    path: '/ams-reports/console-upload',
    summary:
      'Upload a Sponsored Products report (search term, targeting, advertised product, campaign, placement, purchased product) or a bulk file (.xlsx or .csv as downloaded from the advertising console) for an advertising profile: the kind detected from its header, its rows written into the profile’s campaigns, ad groups, targets, search terms and metrics (a summary file as the period it covers), or nothing and what is wrong (422)',
    tags,
    access: uploader,
    upload: true,
    query: amsConsoleUploadQuery,
    // Documents the multipart body; the file itself is read from the stream, not validated here.
    body: z
      .object({ file: z.any().describe('.xlsx or .csv as downloaded from the advertising console') })
      .nullish(),
    answer: amsConsoleUploaded,
    errors: uploadRefusals,
  }),
};
