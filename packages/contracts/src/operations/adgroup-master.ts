import { z } from 'zod';
import { access } from '../access';
import {
  adGroupMasterListAnswer,
  adGroupMasterListQuery,
  adGroupMasterProfilesAnswer,
  adGroupMasterProfilesQuery,
  adGroupMasterUploadAnswer,
} from '../adgroup-master';
import { errorDetail, refusals, validationError } from '../errors';
import { operation } from '../operation';
import { noQuery } from '../primitives';
import { uploadRejected } from '../uploads';

const tags = ['adgroup-master'];
const refused = refusals(403, 404, 422);
/** AdGroup Master needs adgroup_master:create or adgroup_master:view (spec 03 section 6). */
const viewer = access.permission('adgroup_master:view', 'adgroup_master:create');
/** The template and the upload: adgroup_master:create. */
const creator = access.permission('adgroup_master:create');

/** AdGroup Master (spec 03 sections 2, 5, 7; issue 21 item 4): its operations. */
export const adgroupMasterOps = {
  profiles: operation({
    method: 'GET',
    path: '/marketing/adgroupmaster/profiles',
    summary:
      "The advertising profiles the caller may pick on an AZ marketplace (client admins: all the client's; others: those assigned to them), by seller",
    tags,
    access: viewer,
    query: adGroupMasterProfilesQuery,
    answer: adGroupMasterProfilesAnswer,
    errors: refused,
  }),
  template: operation({
    method: 'GET',
    path: '/marketing/adgroupmaster/template',
    summary:
      "'AdGroup_Master_Template.xlsx': the master's columns (spec 03 row without pk_ad_group and fk_profile_id; targets as fractions) and a sheet explaining them",
    tags,
    access: creator,
    query: noQuery,
    answer: 'file',
    errors: refusals(403),
  }),
  upload: operation({
    method: 'POST',
    path: '/marketing/adgroupmaster/upload',
    summary:
      "Upload an ad-group master (.xlsx/.xls) for a profile: every row validated, then the file kept and one T16 ticket raised for its approval (Accept writes the profile's campaigns and ad groups); or nothing and the errors (422)",
    tags,
    access: creator,
    upload: true,
    body: z.any().describe('multipart: file, profile_id').nullish(),
    answer: adGroupMasterUploadAnswer,
    errors: {
      400: errorDetail,
      403: errorDetail,
      404: errorDetail,
      413: errorDetail,
      422: z.union([uploadRejected, errorDetail, validationError]),
    },
  }),
  list: operation({
    method: 'GET',
    path: '/marketing/adgroupmaster/list',
    summary:
      "One page of a profile's ad-group master rows (ad groups with their campaign and brand), by campaign and ad group name; targets as fractions",
    tags,
    access: viewer,
    query: adGroupMasterListQuery,
    answer: adGroupMasterListAnswer,
    errors: refused,
  }),
};

export type AdgroupMasterOps = typeof adgroupMasterOps;
