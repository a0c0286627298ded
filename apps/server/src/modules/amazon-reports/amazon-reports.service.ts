import {
  type AmazonReportsQuery,
  amazonReportPath,
  type MarketplaceReportFiles,
  SP_API_TEXT,
  type SpApiStatus,
} from '@marketdesk/contracts/amazon-reports';
import { FILE_MESSAGES, type FileLink } from '@marketdesk/contracts/files';
import { prefixOf } from '@marketdesk/contracts/marketplace-registry';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../lib/secrets';
import { forbidden, notFound } from '../../platform/errors';
import type { FileLinks } from '../../platform/files';
import { resolveScope } from '../../platform/report-scope';
import type { RequestContext } from '../../platform/tenancy';
import type { AmazonReportsRepository } from './amazon-reports.repository';
import { storeAccess } from './store-credentials';

/** Most files one list answers (the spec's list has no paging; reports arrive a few a day per store). */
export const LIST_LIMIT = 500;

export const AMAZON_REPORTS_TEXT = {
  marketplaceNotFound: 'Marketplace not found',
  notYourMarketplace: 'You do not have access to this marketplace',
  notAmazon: 'SP-API reports exist only for Amazon marketplaces',
} as const;

/** The Amazon Reports tab (spec 02 "Inventory & Reports") and the connector's state, for the caller's client. */
export function amazonReportsService(deps: {
  db: Db;
  repo: AmazonReportsRepository;
  links: FileLinks;
  secrets: SecretBox;
}) {
  const { repo } = deps;

  /** The marketplaces the caller may list (platform/report-scope): one asked for (404 unknown, 403 not theirs), else all of theirs. */
  async function scope(ctx: RequestContext, mpId: number | undefined): Promise<number[] | null> {
    const r = await resolveScope(deps.db, ctx, {
      mpId,
      refusals: {
        unknown: () => notFound(AMAZON_REPORTS_TEXT.marketplaceNotFound),
        notYours: () => forbidden(AMAZON_REPORTS_TEXT.notYourMarketplace),
      },
    });
    return r.mpIds;
  }

  return {
    /** The files on the marketplaces the caller may read (every one of them without mp_id); no links. */
    async list(ctx: RequestContext, q: AmazonReportsQuery): Promise<MarketplaceReportFiles> {
      const mpIds = await scope(ctx, q.mp_id);
      const rows = await repo.files(ctx.clientId, mpIds, LIST_LIMIT);
      return {
        files: rows.map((r) => ({
          date: r.date.toISOString(),
          marketplace_name: r.marketplace_name,
          seller_name: r.seller_name,
          report_type: r.report_type,
          size: r.size,
          path: amazonReportPath(r.file_id, r.filename),
          filename: r.filename,
          file_id: r.file_id,
        })),
      };
    },

    /**
     * A download link for one report file, signed when the user asks for it (a link signed when the list
     * loaded would have expired by the time someone clicks). Only a report file of the client on a
     * marketplace the caller may read; anything else is not found.
     */
    async link(ctx: RequestContext, fileId: number): Promise<FileLink> {
      const file = await repo.reportFile(ctx.clientId, fileId);
      if (!file) throw notFound(FILE_MESSAGES.notFound);
      const { mpIds } = await resolveScope(deps.db, ctx);
      if (mpIds !== null && !mpIds.includes(file.mp_id)) throw notFound(FILE_MESSAGES.notFound);
      const now = new Date();
      return {
        // A link for this caller only; the download checks it is still a member of the client.
        path: deps.links.signedDownloadPath(file.file_id, ctx.user.id, now),
        expires_at: deps.links.expiresAt(now).toISOString(),
      };
    },

    /** Whether the connector calls Amazon for the client (on one marketplace), store by store. */
    async status(ctx: RequestContext, q: AmazonReportsQuery): Promise<SpApiStatus> {
      if (q.mp_id !== undefined) {
        const mp = await repo.marketplace(q.mp_id);
        if (!mp) throw notFound(AMAZON_REPORTS_TEXT.marketplaceNotFound);
        if (prefixOf(mp.short_code) !== 'AZ')
          return { enabled: false, reason: AMAZON_REPORTS_TEXT.notAmazon, stores: [] };
      }
      const stores = (await repo.amazonStores(ctx.clientId, q.mp_id)).map((s) => ({
        pk_store_id: s.pk_store_id,
        mp_id: s.mp_id,
        store_name: s.store_name,
        enabled: storeAccess(s, deps.secrets).ok,
      }));
      const enabled = stores.some((s) => s.enabled);
      return { enabled, reason: enabled ? null : SP_API_TEXT.noCredentials, stores };
    },
  };
}
export type AmazonReportsService = ReturnType<typeof amazonReportsService>;
