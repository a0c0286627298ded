import {
  createCodes,
  DATA_TYPE_LABELS,
  DATA_VAULT_TEXT,
  type DataType,
  dataColumns,
} from '@marketdesk/contracts/data-vault';
import {
  MARKETPLACE_REGISTRY,
  type MarketplaceFamily,
  prefixOf,
} from '@marketdesk/contracts/marketplace-registry';
import { hasCode } from '@marketdesk/contracts/permissions';
import type { DataUploadQuery } from '@marketdesk/contracts/uploads';
import type { Db } from '../../db/client';
import { badRequest, forbidden, queryInvalid } from '../../platform/errors';
import type { FilesService } from '../../platform/files';
import { resolveScope } from '../../platform/report-scope';
import { hiddenSkuCodes, skuBrandLimit } from '../../platform/sku-scope';
import type { RequestContext } from '../../platform/tenancy';
import { runUpload, type UploadFile, type UploadLimits, type UploadOutcome } from '../../platform/uploads';
import type { DataUploadRepository } from './data-upload.repository';
import { type MarketplaceInfo, type TargetContext, vaultTarget } from './targets';
import { buildTemplate, templateFileName } from './template';

const needsMarketplace = (dataType: DataType) => dataType !== 'sku' && dataType !== 'sku_cost';

export interface Resolved {
  dataType: Exclude<DataType, 'sku_cost'>;
  mp: MarketplaceInfo | null;
  family: MarketplaceFamily | null;
}

/**
 * The template and upload calls of the Data Vault (spec 02 sections 2, 5, 7 and 8). Both check, in order: SKU
 * Cost is not uploaded (400 with the spec's note); the caller holds the data type's CREATE code; the
 * marketplace is given, exists (404) and is one of the user's (403, the spec's text; client admins and super
 * admins have every marketplace, as on the dashboard); its family has the data type (400).
 */
export function dataUploadService(deps: {
  db: Db;
  files: FilesService;
  repo: DataUploadRepository;
  limits?: Partial<UploadLimits>;
}) {
  async function resolve(ctx: RequestContext, q: DataUploadQuery, refusal: string): Promise<Resolved> {
    if (q.data_type === 'sku_cost') throw badRequest(DATA_VAULT_TEXT.skuCostNote);
    if (!createCodes(q.data_type).some((code) => hasCode(ctx.permissions, code))) throw forbidden(refusal);
    const dataType = q.data_type;
    if (!needsMarketplace(dataType)) return { dataType, mp: null, family: null };
    if (q.mp_id === undefined) throw queryInvalid('mp_id', DATA_VAULT_TEXT.selectMarketplace, 'missing');
    const { marketplace: mp } = await resolveScope(deps.db, ctx, {
      mpId: q.mp_id,
      refusals: { notYours: () => forbidden(refusal) },
    });
    const prefix = prefixOf(mp.short_code);
    const family = prefix ? MARKETPLACE_REGISTRY[prefix] : null;
    const label = DATA_TYPE_LABELS[dataType];
    if (!family || !dataColumns(dataType, family)) throw badRequest(`${mp.name} has no ${label}.`);
    if (dataType === 'purchase_orders' && !family.views.purchaseOrders?.editable) {
      throw badRequest(`${label} of ${mp.name} come from the marketplace and cannot be uploaded.`);
    }
    return { dataType, mp, family };
  }

  /** The SKUs the uploader may write (platform/sku-scope: the grid's rule), and the codes they may not. */
  async function skuScope(ctx: RequestContext) {
    const limit = await skuBrandLimit(deps.db, ctx);
    return { limit, hidden: await hiddenSkuCodes(deps.db, ctx.clientId, limit) };
  }

  return {
    resolve,

    async template(ctx: RequestContext, q: DataUploadQuery): Promise<{ fileName: string; content: Buffer }> {
      const r = await resolve(ctx, q, DATA_VAULT_TEXT.templateForbidden);
      return {
        fileName: templateFileName(r.dataType, r.mp?.name ?? null),
        content: await buildTemplate(r.dataType, r.family),
      };
    },

    /** Checks access before the file is read (the route receives it after this). */
    checkUpload: (ctx: RequestContext, q: DataUploadQuery) =>
      resolve(ctx, q, DATA_VAULT_TEXT.uploadForbidden),

    async upload(ctx: RequestContext, r: Resolved, file: UploadFile): Promise<UploadOutcome> {
      const targetCtx: TargetContext = {
        clientId: ctx.clientId,
        mp: r.mp,
        family: r.family,
        today: new Date().toISOString().slice(0, 10),
        skus: r.dataType === 'sku' ? await skuScope(ctx) : undefined,
        // Amazon reports route each line to the uploader's marketplace of its sales channel.
        amazonMarketplaces:
          r.family?.prefix === 'AZ'
            ? await deps.repo.amazonMarketplaces(ctx.clientId, (await resolveScope(deps.db, ctx)).mpIds)
            : undefined,
      };
      return runUpload({
        db: deps.db,
        files: deps.files,
        target: vaultTarget(r.dataType, targetCtx),
        file,
        ctx: {
          clientId: ctx.clientId,
          userId: ctx.user.id,
          dataType: r.dataType,
          mpId: r.mp?.pk_mp_id ?? null,
        },
        limits: deps.limits,
      });
    },
  };
}
export type DataUploadService = ReturnType<typeof dataUploadService>;
