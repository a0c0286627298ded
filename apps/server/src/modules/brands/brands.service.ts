import {
  BRAND_MESSAGES,
  type BrandCreate,
  type BrandRecord,
  type BrandUpdate,
} from '@marketdesk/contracts/brands';
import { recordAudit } from '../../platform/audit';
import { bodyInvalid, conflict, isUniqueViolation, notFound } from '../../platform/errors';
import type { AuthUser } from '../../platform/identity.repository';
import type { BrandsRepository } from './brands.repository';

const ENTITY = 'brand';

const codeTaken = (code: string) => conflict(`A brand with the code ${code} already exists`);

/** Brands are global reference data: super admins manage them; every user sees the brands assigned to them. */
export function brandsService(repo: BrandsRepository) {
  return {
    all: (): Promise<BrandRecord[]> => repo.all(),

    /** Super admins see every brand; others the ones assigned to them. */
    visibleTo: (user: AuthUser): Promise<BrandRecord[]> =>
      user.is_sa ? repo.all() : repo.assignedTo(user.id),

    async create(actor: AuthUser, body: BrandCreate): Promise<BrandRecord> {
      const code = body.brand_code;
      try {
        return await repo.transaction(async (tx) => {
          if (await repo.byCode(code, tx)) throw codeTaken(code);
          const row = await repo.insert(tx, {
            brand_name: body.brand_name,
            brand_code: code,
            managed: body.managed ?? true,
          });
          await recordAudit(tx, {
            clientId: null,
            actorUserId: actor.id,
            action: 'create',
            entity: ENTITY,
            entityId: row.pk_brand_id,
            after: row,
          });
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken(code);
        throw error;
      }
    },

    /** brand_code is locked once created: an unchanged one is accepted, a different one refused. */
    async update(actor: AuthUser, id: number, body: BrandUpdate): Promise<BrandRecord> {
      return repo.transaction(async (tx) => {
        const before = await repo.byId(id, tx);
        if (!before) throw notFound('Brand not found');
        if (body.brand_code !== undefined && body.brand_code !== before.brand_code) {
          throw bodyInvalid('brand_code', BRAND_MESSAGES.codeLocked, 'locked');
        }
        const after = await repo.update(tx, id, {
          brand_name: body.brand_name,
          managed: body.managed ?? true,
        });
        await recordAudit(tx, {
          clientId: null,
          actorUserId: actor.id,
          action: 'update',
          entity: ENTITY,
          entityId: id,
          before,
          after,
        });
        return after;
      });
    },
  };
}
export type BrandsService = ReturnType<typeof brandsService>;
