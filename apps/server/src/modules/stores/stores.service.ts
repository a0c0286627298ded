import type { MarketplaceUserView } from '@marketdesk/contracts/marketplaces';
import {
  type AdminMarketplace,
  marketplaceLogo,
  type StoreForm,
  type StoreSecrets,
  type StoreSummary,
  type StoresByMarketplace,
  type WarehousePriorityRow,
} from '@marketdesk/contracts/stores';
import type { Tx } from '../../db/facts';
import { maskSecret, type SecretBox } from '../../lib/secrets';
import { recordAudit } from '../../platform/audit';
import { conflict, notFound, type ValidationIssue } from '../../platform/errors';
import type { RequestContext } from '../../platform/tenancy';
import type { StoreRow, StoresRepository, StoreValues } from './stores.repository';

export const STORE_TEXT = {
  marketplaceNotFound: 'Marketplace not found',
  storeNotFound: 'Store not found',
  warehouseNotFound: 'Warehouse not found',
  sellerTaken: 'A store with this Seller ID already exists on this marketplace',
  locked: 'cannot be changed for an existing store',
} as const;

/** A rule of the store form that only the server can check; the route answers it as a 422 list. */
export class StoreValidationError extends Error {
  constructor(readonly issues: ValidationIssue[]) {
    super(issues.map((i) => i.msg).join('; '));
  }
}

const SECRET_FIELDS = [
  ['token_client_secret', 'token_client_secret_enc'],
  ['token_auth', 'token_auth_enc'],
  ['token_refresh', 'token_refresh_enc'],
  // The Amazon Ads API connection (issue 21): encrypted and masked exactly as the SP-API tokens.
  ['ads_client_secret', 'ads_client_secret_enc'],
  ['ads_refresh_token', 'ads_refresh_enc'],
] as const;

const summary = (row: StoreRow): StoreSummary => ({
  pk_store_id: row.pk_store_id,
  mp_id: row.mp_id,
  seller_id: row.seller_id,
  store_name: row.store_name,
  account_type: row.account_type,
  api_enabled: row.api_enabled,
  token_client_id: row.token_client_id,
  token_expiry: row.token_expiry?.toISOString() ?? null,
  ads_enabled: row.ads_enabled,
  ads_client_id: row.ads_client_id,
});

type SecretField = (typeof SECRET_FIELDS)[number][0];

/** Secrets the form clears: an explicit empty value (or null); a field left out keeps its stored value. */
const clearedSecrets = (form: StoreForm): SecretField[] =>
  SECRET_FIELDS.map(([field]) => field).filter((field) => form[field] === '' || form[field] === null);

export function storesService(repo: StoresRepository, secrets: SecretBox) {
  /** What screens see of a stored secret; an unreadable one (key lost) still shows that something is stored. */
  const masked = (stored: string | null): string | null => {
    if (!stored) return null;
    try {
      return maskSecret(secrets.decrypt(stored));
    } catch {
      return '****';
    }
  };

  const withSecrets = (row: StoreRow): StoreSecrets => ({
    ...summary(row),
    token_client_secret: masked(row.token_client_secret_enc),
    token_auth: masked(row.token_auth_enc),
    token_refresh: masked(row.token_refresh_enc),
    ads_client_secret: masked(row.ads_client_secret_enc),
    ads_refresh_token: masked(row.ads_refresh_enc),
  });

  /**
   * The form's values for the stores row. A field left out of the form keeps its stored value; an explicit
   * empty value (or null) clears it; secrets are encrypted.
   */
  function storeValues(form: StoreForm, mpId: number): StoreValues {
    const values: StoreValues = {
      mp_id: mpId,
      seller_id: form.seller_id,
      store_name: form.store_name,
      account_type: form.account_type,
      api_enabled: form.api_enabled,
    };
    if (form.token_client_id !== undefined) values.token_client_id = form.token_client_id || null;
    if (form.ads_client_id !== undefined) values.ads_client_id = form.ads_client_id || null;
    if (form.ads_enabled !== undefined) values.ads_enabled = form.ads_enabled;
    if (form.token_expiry !== undefined)
      values.token_expiry = form.token_expiry ? new Date(form.token_expiry) : null;
    for (const [field, column] of SECRET_FIELDS) {
      const value = form[field];
      if (value === undefined) continue;
      values[column] = value ? secrets.encrypt(value) : null;
    }
    return values;
  }

  async function requireMarketplace(q: Tx | null, mpId: number) {
    if (!(await repo.marketplaceExists(q ?? repo.reader, mpId)))
      throw notFound(STORE_TEXT.marketplaceNotFound);
  }

  async function saveExisting(tx: Tx, ctx: RequestContext, mpId: number, storeId: number, form: StoreForm) {
    const before = await repo.findStore(tx, ctx.clientId, storeId);
    // Another client's store, or one of this client on another marketplace: not found, whatever the id.
    if (!before || before.mp_id !== mpId) throw notFound(STORE_TEXT.storeNotFound);
    const issues: ValidationIssue[] = [];
    if (form.seller_id !== before.seller_id) {
      issues.push({ loc: ['body', 'seller_id'], msg: `Seller ID ${STORE_TEXT.locked}`, type: 'locked' });
    }
    if (form.account_type !== before.account_type) {
      issues.push({
        loc: ['body', 'account_type'],
        msg: `Account Type ${STORE_TEXT.locked}`,
        type: 'locked',
      });
    }
    if (issues.length > 0) throw new StoreValidationError(issues);
    const after = await repo.updateStore(tx, ctx.clientId, storeId, storeValues(form, mpId));
    const storedBefore = (field: SecretField) =>
      before[SECRET_FIELDS.find(([f]) => f === field)![1]] !== null;
    await audit(tx, ctx, 'update', before, after, clearedSecrets(form).filter(storedBefore));
    return after;
  }

  async function saveNew(tx: Tx, ctx: RequestContext, mpId: number, form: StoreForm) {
    if (await repo.sellerTaken(tx, ctx.clientId, mpId, form.seller_id))
      throw conflict(STORE_TEXT.sellerTaken);
    const after = await repo.insertStore(tx, ctx.clientId, storeValues(form, mpId));
    await audit(tx, ctx, 'create', null, after);
    return after;
  }

  const audit = (
    tx: Tx,
    ctx: RequestContext,
    action: 'create' | 'update',
    before: StoreRow | null,
    after: StoreRow,
    cleared: SecretField[] = [],
  ) =>
    // recordAudit drops the token and *_enc fields itself; only the store's plain fields are recorded, and
    // the names (never the values) of the secrets this save cleared.
    recordAudit(tx, {
      clientId: ctx.clientId,
      actorUserId: ctx.user.id,
      action,
      entity: 'store',
      entityId: after.pk_store_id,
      before: before ? summary(before) : null,
      after: cleared.length > 0 ? { ...summary(after), cleared_credentials: cleared } : summary(after),
    });

  async function savePriorities(tx: Tx, ctx: RequestContext, mpId: number, map: Record<string, number>) {
    const ranks = new Map(Object.entries(map).map(([id, rank]) => [Number(id), rank]));
    const own = await repo.ownWarehouseIds(tx, ctx.clientId, [...ranks.keys()]);
    // A warehouse of another client is answered like a missing one.
    if ([...ranks.keys()].some((id) => !own.has(id))) throw notFound(STORE_TEXT.warehouseNotFound);
    const asMap = (rows: WarehousePriorityRow[]) =>
      Object.fromEntries(rows.map((r) => [String(r.fk_warehouse_id), r.priority]));
    const before = asMap(await repo.priorities(tx, ctx.clientId, mpId));
    await repo.replacePriorities(tx, ctx.clientId, mpId, ranks);
    await recordAudit(tx, {
      clientId: ctx.clientId,
      actorUserId: ctx.user.id,
      action: 'update',
      entity: 'warehouse_priorities',
      entityId: mpId,
      before,
      after: Object.fromEntries([...ranks].map(([id, rank]) => [String(id), rank])),
    });
  }

  return {
    /** Every marketplace, enabled when the client has at least one store there. */
    async marketplaces(ctx: RequestContext): Promise<AdminMarketplace[]> {
      const [all, mine] = await Promise.all([repo.marketplaces(), repo.stores(ctx.clientId)]);
      const enabled = new Set(mine.map((s) => s.mp_id));
      return all.map((mp) => ({ ...mp, enabled: enabled.has(mp.pk_mp_id), logo: marketplaceLogo(mp) }));
    },

    /** The selected client's marketplaces: what its client admin's pickers offer (spec 02 section 6). */
    clientMarketplaces: (ctx: RequestContext): Promise<MarketplaceUserView[]> =>
      repo.clientMarketplaces(ctx.clientId),

    async stores(ctx: RequestContext): Promise<StoresByMarketplace> {
      const grouped: StoresByMarketplace = {};
      for (const row of await repo.stores(ctx.clientId)) {
        const key = String(row.mp_id);
        grouped[key] ??= [];
        grouped[key].push(summary(row));
      }
      return grouped;
    },

    async secrets(ctx: RequestContext, mpId: number): Promise<StoreSecrets[]> {
      await requireMarketplace(null, mpId);
      return (await repo.stores(ctx.clientId, mpId)).map(withSecrets);
    },

    async sellerIds(ctx: RequestContext, mpId: number) {
      await requireMarketplace(null, mpId);
      return (await repo.stores(ctx.clientId, mpId)).map(({ seller_id, store_name, account_type }) => ({
        seller_id,
        store_name,
        account_type,
      }));
    },

    async priorities(ctx: RequestContext, mpId: number): Promise<WarehousePriorityRow[]> {
      await requireMarketplace(null, mpId);
      return repo.priorities(repo.reader, ctx.clientId, mpId);
    },

    /** Creates or updates one store and, when sent, replaces the marketplace's warehouse ranks: all or nothing. */
    save: (
      ctx: RequestContext,
      mpId: number,
      form: StoreForm,
    ): Promise<{ created: boolean; store: StoreSecrets }> =>
      repo.transaction(async (tx) => {
        await requireMarketplace(tx, mpId);
        const row = form.pk_store_id
          ? await saveExisting(tx, ctx, mpId, form.pk_store_id, form)
          : await saveNew(tx, ctx, mpId, form);
        if (form.warehouse_priorities) await savePriorities(tx, ctx, mpId, form.warehouse_priorities);
        return { created: !form.pk_store_id, store: withSecrets(row) };
      }),
  };
}
