import { CLIENT_ADMIN_ROLE, CODE_FLAGS } from '@marketdesk/contracts/permissions';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/facts/executor';

/** Products per AZ marketplace of a submitter that get a pending update in the demo. */
export const DEMO_PENDING_PER_MARKETPLACE = 2;

const EXTRA_BULLETS = [
  'Backed by a 2-year manufacturer warranty',
  'Ships in recyclable, plastic-free packaging',
  'Tested for everyday use by our quality team',
];

interface Candidate {
  client_id: number;
  user_id: number;
  mp_id: number;
  pk_product_id: number;
  identifier: string;
  title: string | null;
  brand: string | null;
  bullet_points: string[];
  keywords: string[];
  rank: number;
}

/** What a seller would propose for a product with thin content: more bullets, keywords, a branded title. */
function proposalOf(c: Candidate): Record<string, unknown> {
  const bullets = [...c.bullet_points, ...EXTRA_BULLETS].slice(0, Math.max(5, c.bullet_points.length));
  const words = (c.title ?? '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 3);
  const keywords = [...new Set([...c.keywords, ...words])].slice(0, 8);
  const title =
    c.brand && c.title && !c.title.toLowerCase().startsWith(c.brand.toLowerCase())
      ? `${c.brand} ${c.title}`
      : undefined;
  return {
    ...(title ? { title } : {}),
    bullet_points: bullets,
    ...(keywords.length > 0 ? { keywords } : {}),
  };
}

/**
 * The demo's Listing Tracker part: in every client, the first active user who may submit listing updates
 * (view:product_data through a role other than Client Admin) has proposed better content for the
 * DEMO_PENDING_PER_MARKETPLACE products with the fewest bullet points on each of their AZ marketplaces (within
 * their brands), pending for an approver; the submissions are a few hours old. Deterministic but for the
 * instants; nothing is approved, so the catalogue's demo content stays as written.
 */
export async function writeDemoListingUpdates(deps: { db: Db }): Promise<{ pending: number }> {
  const candidates = await rowsOf<Candidate>(
    deps.db,
    sql`with submitter as (
        select distinct on (ur.client_id) ur.client_id, ur.user_id
        from user_roles ur
        join roles r on r.client_id = ur.client_id and r.id = ur.role_id and r.name <> ${CLIENT_ADMIN_ROLE}
        join role_permissions rp on rp.client_id = r.client_id and rp.role_id = r.id
          and rp.permission_code = ${CODE_FLAGS.listing_tracker}
        join users u on u.id = ur.user_id and u.is_active
        order by ur.client_id, ur.user_id
      ), ranked as (
        select s.client_id, s.user_id, p.mp_id, p.pk_product_id, p.identifier, c.title, b.brand_name as brand,
          c.bullet_points, c.keywords,
          row_number() over (partition by s.client_id, p.mp_id
            order by cardinality(c.bullet_points), p.pk_product_id)::int as rank
        from submitter s
        join user_marketplaces um on um.user_id = s.user_id
        join marketplaces m on m.pk_mp_id = um.mp_id and m.short_code like 'AZ\\_%'
        join products p on p.client_id = s.client_id and p.mp_id = m.pk_mp_id
        join listing_content c on c.client_id = p.client_id and c.fk_product_id = p.pk_product_id
          and c.valid_to is null
        left join skus k on k.client_id = p.client_id and k.pk_sku_id = p.fk_sku_id
        left join brands b on b.pk_brand_id = k.fk_brand_id
        -- The brand rule: the submitter's brands, and products without a brand.
        where coalesce(k.fk_brand_id, 0) = 0
          or k.fk_brand_id in (select x.brand_id from user_brands x where x.user_id = s.user_id)
      )
      select * from ranked where rank <= ${DEMO_PENDING_PER_MARKETPLACE}::int
      order by client_id, mp_id, rank`,
  );
  let hours = candidates.length;
  for (const c of candidates) {
    await deps.db.execute(
      sql`insert into listing_updates (client_id, mp_id, fk_product_id, update_data, submitted_by, submitted_at)
        values (${c.client_id}::int, ${c.mp_id}::int, ${c.pk_product_id}::int,
          ${JSON.stringify(proposalOf(c))}::jsonb, ${c.user_id}::int,
          now() - make_interval(hours => ${hours--}::int))`,
    );
  }
  return { pending: candidates.length };
}
