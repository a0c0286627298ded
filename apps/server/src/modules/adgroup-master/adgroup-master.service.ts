import {
  ADGROUP_MASTER_DATA_TYPE,
  ADGROUP_MASTER_FAMILY,
  type AdGroupMasterListAnswer,
  type AdGroupMasterProfile,
  type adGroupMasterListQuery,
  adGroupMasterUploadFields,
  ADGROUP_MASTER_TEXT as TEXT,
} from '@marketdesk/contracts/adgroup-master';
import { TICKET_LIMITS } from '@marketdesk/contracts/tickets';
import type { UploadFailingRows, UploadRowError } from '@marketdesk/contracts/uploads';
import { UPLOAD_TEXT } from '@marketdesk/contracts/uploads';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/facts';
import { HttpError, notFound } from '../../platform/errors';
import { cleanFileName, type FilesService } from '../../platform/files';
import { type VisibleProfile, visibleProfile, visibleProfiles } from '../../platform/profile-scope';
import { brandLimit, resolveScope, seesEveryMarketplace } from '../../platform/report-scope';
import type { RequestContext } from '../../platform/tenancy';
import { runUpload, templateOf, type UploadForm, type UploadLimits } from '../../platform/uploads';
import { raiseTickets } from '../tickets';
import { adgroupMasterRepository as repo } from './adgroup-master.repository';
import { MASTER_COLUMNS, masterTarget } from './master-rows';

export type AdgroupMasterUploadOutcome =
  | { ok: true; ticket_id: number; detail: string }
  | { ok: false; detail: string; errors: UploadRowError[]; failing_rows?: UploadFailingRows };

const profileNotFound = () => notFound(TEXT.profileNotFound);

/**
 * The profile a call names, as the caller may see it: THE PROFILE RULE of platform/profile-scope on AZ
 * marketplaces (with `mpId`, that one); anything else, another client's profile included, is 'Profile not found'
 * (404), so the answer does not tell which profiles exist.
 */
const profileOf = (ex: Db | Executor, ctx: RequestContext, profileId: string, mpId?: number) =>
  visibleProfile(ex, ctx, profileId, {
    ...(mpId === undefined ? {} : { mpId }),
    family: ADGROUP_MASTER_FAMILY,
    notFound: profileNotFound,
  });

/** The T16 item's metadata (shown as key: value lines on the ticket). */
const metadataOf = (p: VisibleProfile, rows: number, campaigns: number) => ({
  profile_id: p.profile_id,
  seller_name: p.seller_name,
  seller_type: p.seller_type,
  marketplace: p.short_code,
  ad_groups: rows,
  campaigns,
});

/**
 * AdGroup Master (spec 03 sections 2, 5, 7; issue 21 item 4). The upload validates every row through the
 * shared upload pipeline (master-rows.ts) and then, in the pipeline's one transaction, keeps the file and raises
 * ONE T16 ticket whose item waits for approval; a refused file leaves nothing behind. Nothing reaches the ad
 * entities until the T16 row is accepted (adgroup-master-approval.ts).
 */
export function adgroupMasterService(deps: { db: Db; files: FilesService; limits?: Partial<UploadLimits> }) {
  const { db } = deps;

  return {
    /** The profiles the caller may pick on an AZ marketplace they see (the marketplace checked first). */
    async profiles(ctx: RequestContext, mpId: number): Promise<AdGroupMasterProfile[]> {
      const rows = await visibleProfiles(db, ctx, { mpId, family: ADGROUP_MASTER_FAMILY });
      return rows.map(({ profile_id, seller_name, seller_type, mp_id }) => ({
        profile_id,
        seller_name,
        seller_type,
        fk_mp_id: mp_id,
      }));
    },

    template() {
      return templateOf({ columns: MASTER_COLUMNS }, { sheet: 'AdGroup Master' }).then((content) => ({
        fileName: TEXT.templateFileName,
        content,
      }));
    },

    async list(
      ctx: RequestContext,
      q: z.output<typeof adGroupMasterListQuery>,
    ): Promise<AdGroupMasterListAnswer> {
      await resolveScope(db, ctx, { mpId: q.mp_id, family: ADGROUP_MASTER_FAMILY });
      const p = await profileOf(db, ctx, q.profile_id, q.mp_id);
      return repo.list(db, {
        clientId: ctx.clientId,
        profileId: p.profile_id,
        brandLimit: await brandLimit(db, ctx.user.id, seesEveryMarketplace(ctx)),
        search: q.search ?? '',
        offset: (q.page - 1) * q.limit,
        limit: q.limit,
      });
    },

    async upload(ctx: RequestContext, form: UploadForm): Promise<AdgroupMasterUploadOutcome> {
      const fields = adGroupMasterUploadFields.safeParse(form.fields);
      if (!fields.success) throw new HttpError(422, TEXT.selectMarketplaceProfile);
      if (!form.file) throw new HttpError(422, UPLOAD_TEXT.noFile);
      const p = await profileOf(db, ctx, fields.data.profile_id);
      const limit = await brandLimit(db, ctx.user.id, seesEveryMarketplace(ctx));
      const file = form.file;
      const raised = { ticketId: 0 };
      const target = masterTarget({
        key: `adgroup-master:${p.profile_id}`,
        // The uploader's brands (THE BRAND RULE); the approver's apply again at Accept.
        brands: await repo.brands(db, ctx.clientId, limit),
        foreign: await repo.foreignAdGroups(db, ctx.clientId, p.profile_id, limit),
        async write(tx, records, { fileId }) {
          const campaigns = new Set(records.map((r) => r.campaign_id)).size;
          const [ticketId] = await raiseTickets(tx, {
            clientId: ctx.clientId,
            typeId: 'T16',
            // The system's ticket, as the invoice upload raises it (issue 16): who uploaded is the stored
            // file's creator, which the four-eyes rule of the approval reads.
            creatorId: null,
            creatorName: '',
            mpId: p.mp_id,
            brandId: null,
            ownerId: null,
            ownerName: null,
            description: `AdGroup master of profile ${p.profile_id} (${p.seller_name}, ${p.short_code}): ${records.length} ad group(s) of ${campaigns} campaign(s). Accept to write them into the profile's campaigns and ad groups.`,
            items: [
              {
                client_id: ctx.clientId,
                mp_id: p.mp_id,
                brand_id: null,
                profile_id: p.profile_id,
                data_type: ADGROUP_MASTER_DATA_TYPE,
                file_name: cleanFileName(file.fileName),
                file_id: fileId,
                reflected_on_db: null,
                metadata: metadataOf(p, records.length, campaigns),
              },
            ],
          });
          raised.ticketId = ticketId!;
          return { inserted: records.length, updated: 0, unchanged: 0 };
        },
      });
      const outcome = await runUpload({
        db,
        files: deps.files,
        target,
        file,
        ctx: {
          clientId: ctx.clientId,
          userId: ctx.user.id,
          dataType: ADGROUP_MASTER_DATA_TYPE,
          mpId: p.mp_id,
        },
        limits: { maxFileBytes: TICKET_LIMITS.uploadMaxBytes, ...deps.limits },
      });
      if (!outcome.ok) return outcome;
      return { ok: true, ticket_id: raised.ticketId, detail: TEXT.raised(raised.ticketId) };
    },
  };
}
export type AdgroupMasterService = ReturnType<typeof adgroupMasterService>;
