import {
  MARKETPLACE_MESSAGES,
  MARKETPLACE_SECRET_FIELDS,
  type MarketplaceAdmin,
  type MarketplaceSecretField,
  type MarketplaceSecrets,
  type MarketplaceUserView,
  type marketplaceCreate,
  type marketplaceUpdate,
} from '@marketdesk/contracts/marketplaces';
import type { z } from 'zod';
import { maskSecret, type SecretBox } from '../../lib/secrets';
import { recordAudit } from '../../platform/audit';
import { bodyInvalid, conflict, isUniqueViolation, notFound } from '../../platform/errors';
import type { AuthUser } from '../../platform/identity.repository';
import type { MarketplaceInsert, MarketplaceRow, MarketplacesRepository } from './marketplaces.repository';

type CreateBody = z.output<typeof marketplaceCreate>;
type UpdateBody = z.output<typeof marketplaceUpdate>;

const ENTITY = 'marketplace';

/** Each secret field of the API and the column that holds its ciphertext. */
const COLUMN: Record<
  MarketplaceSecretField,
  'developer_id_enc' | 'developer_secret_enc' | 'extras1_enc' | 'extras2_enc'
> = {
  developer_id: 'developer_id_enc',
  developer_secret: 'developer_secret_enc',
  extras1: 'extras1_enc',
  extras2: 'extras2_enc',
};

const codeTaken = (code: string) => conflict(`A marketplace with the short code ${code} already exists`);

/** The clear fields of a row: what the audit trail may hold (no ciphertext). */
function publicFields(row: MarketplaceRow) {
  const { developer_id_enc, developer_secret_enc, extras1_enc, extras2_enc, ...rest } = row;
  return { ...rest, vat_rate: Number(rest.vat_rate) };
}

/**
 * Marketplaces: global reference data. Super admins manage them, including the developer credentials, which
 * are stored encrypted (AES-256-GCM) and only ever answered masked to the last 4 characters.
 */
export function marketplacesService(repo: MarketplacesRepository, box: SecretBox) {
  /** The masked value of a stored secret; an unreadable one (another key) still shows that one is set. */
  const masked = (stored: string | null): string | null => {
    if (!stored) return null;
    try {
      return maskSecret(box.decrypt(stored));
    } catch {
      return '****';
    }
  };

  const secretsOf = (row: MarketplaceRow): MarketplaceSecrets => ({
    developer_id: masked(row.developer_id_enc),
    developer_secret: masked(row.developer_secret_enc),
    extras1: masked(row.extras1_enc),
    extras2: masked(row.extras2_enc),
  });

  const toAdmin = (row: MarketplaceRow): MarketplaceAdmin => ({ ...publicFields(row), ...secretsOf(row) });

  /** Ciphertext for each secret given with a value; omitted or empty ones keep what is stored. */
  function encryptGiven(body: Partial<Record<MarketplaceSecretField, string | undefined>>) {
    const columns: Partial<MarketplaceInsert> = {};
    const changed: MarketplaceSecretField[] = [];
    for (const field of MARKETPLACE_SECRET_FIELDS) {
      const value = body[field];
      if (value === undefined || value === '') continue;
      columns[COLUMN[field]] = box.encrypt(value);
      changed.push(field);
    }
    return { columns, changed };
  }

  const settings = (body: CreateBody | UpdateBody) => ({
    name: body.name,
    website_url: body.website_url,
    country_code: body.country_code,
    currency_code: body.currency_code,
    language_code: body.language_code,
    timezone: body.timezone,
    vat_rate: String(body.vat_rate),
    endpoint_baseurl: body.endpoint_baseurl ? body.endpoint_baseurl : null,
    has_db_models: body.has_db_models,
  });

  return {
    async adminAll(): Promise<MarketplaceAdmin[]> {
      return (await repo.all()).map(toAdmin);
    },

    /** Super admins see every marketplace; others the ones assigned to them. */
    visibleTo: (user: AuthUser): Promise<MarketplaceUserView[]> =>
      user.is_sa ? repo.allUserView() : repo.assignedTo(user.id),

    async appSecrets(mpId: number): Promise<MarketplaceSecrets> {
      const row = await repo.byId(mpId);
      if (!row) throw notFound('Marketplace not found');
      return secretsOf(row);
    },

    async create(actor: AuthUser, body: CreateBody): Promise<MarketplaceAdmin> {
      const { columns, changed } = encryptGiven(body);
      try {
        return await repo.transaction(async (tx) => {
          if (await repo.byShortCode(body.short_code, tx)) throw codeTaken(body.short_code);
          const row = await repo.insert(tx, { ...settings(body), short_code: body.short_code, ...columns });
          await recordAudit(tx, {
            clientId: null,
            actorUserId: actor.id,
            action: 'create',
            entity: ENTITY,
            entityId: row.pk_mp_id,
            // Which credentials were set, never their values.
            after: { ...publicFields(row), credentials_set: changed },
          });
          return toAdmin(row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken(body.short_code);
        throw error;
      }
    },

    /** short_code is locked: an unchanged one is accepted, a different one refused (422). */
    async update(actor: AuthUser, mpId: number, body: UpdateBody): Promise<MarketplaceAdmin> {
      return repo.transaction(async (tx) => {
        const before = await repo.byId(mpId, tx);
        if (!before) throw notFound('Marketplace not found');
        if (body.short_code !== undefined && body.short_code !== before.short_code) {
          throw bodyInvalid('short_code', MARKETPLACE_MESSAGES.codeLocked, 'locked');
        }
        const { columns, changed } = encryptGiven(body);
        const after = await repo.update(tx, mpId, { ...settings(body), ...columns });
        await recordAudit(tx, {
          clientId: null,
          actorUserId: actor.id,
          action: 'update',
          entity: ENTITY,
          entityId: mpId,
          before: { ...publicFields(before), credentials_set: [] },
          after: { ...publicFields(after), credentials_set: changed },
        });
        return toAdmin(after);
      });
    },
  };
}
export type MarketplacesService = ReturnType<typeof marketplacesService>;
