import {
  type ContentPresence,
  idqOf,
  type ListingContentFacts,
  presenceOf,
} from '@marketdesk/contracts/catalogue';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/facts';
import { rowsOf } from '../../db/facts/executor';
import type { ContentSource } from '../../db/schema';
import {
  type BuyBoxSnapshotRow,
  type CatalogueSnapshotRow,
  type ContentRow,
  catalogueRepository,
  type ProductScope,
} from './catalogue.repository';

/** Everything item 1 knows about one product: current content and its flags, latest figures, Buy Box. */
export interface ProductCatalogue {
  fk_product_id: number;
  content: ContentRow | null;
  presence: ContentPresence | null;
  snapshot: CatalogueSnapshotRow | null;
  buy_box: BuyBoxSnapshotRow | null;
  /** Over the window asked for; null without a snapshot in it. */
  buybox_win_percentage: number | null;
}

/** The content fields a new version carries (what the Listing Tracker edits, and the rest the IDQ scores). */
export type ContentInput = Omit<ListingContentFacts, 'length_cm' | 'width_cm' | 'height_cm' | 'weight_g'> & {
  length_cm?: number | null;
  width_cm?: number | null;
  height_cm?: number | null;
  weight_g?: number | null;
  a_plus_content?: string | null;
  variation_parent?: string | null;
  category?: string | null;
  subcategory?: string | null;
  browse_node_id?: string | null;
  keywords?: readonly string[] | null;
};

const FIELDS = [
  'title',
  'bullet_points',
  'description',
  'image_urls',
  'has_a_plus',
  'a_plus_content',
  'brand',
  'model',
  'color',
  'size',
  'variation_theme',
  'variation_parent',
  'length_cm',
  'width_cm',
  'height_cm',
  'weight_g',
  'product_type',
  'category',
  'subcategory',
  'browse_node_id',
  'keywords',
] as const;

/** Catalogue rules over the repository: combined reads, and the one way to write a new content version. */
export function catalogueService(ex: Executor) {
  const repo = catalogueRepository(ex);
  return {
    repo,

    /**
     * The catalogue of a marketplace's products (all, or `productIds`) as of now: one entry per product that
     * has content or a snapshot; Buy Box win percentage over `days` days up to `end`.
     */
    async forMarketplace(
      scope: ProductScope,
      { days, end = new Date() }: { days: number; end?: Date },
    ): Promise<Map<number, ProductCatalogue>> {
      const [content, snapshots, buyBoxes, wins] = await Promise.all([
        repo.latestContent(scope),
        repo.latestCatalogueSnapshots(scope),
        repo.latestBuyBoxSnapshots(scope),
        repo.buyBoxWinPercentages(scope, days, end),
      ]);
      const out = new Map<number, ProductCatalogue>();
      const entry = (id: number): ProductCatalogue => {
        let e = out.get(id);
        if (!e) {
          e = {
            fk_product_id: id,
            content: null,
            presence: null,
            snapshot: null,
            buy_box: null,
            buybox_win_percentage: null,
          };
          out.set(id, e);
        }
        return e;
      };
      for (const c of content) Object.assign(entry(c.fk_product_id), { content: c, presence: presenceOf(c) });
      for (const s of snapshots) entry(s.fk_product_id).snapshot = s;
      for (const b of buyBoxes) entry(b.fk_product_id).buy_box = b;
      for (const w of wins) entry(w.fk_product_id).buybox_win_percentage = w.win_percentage;
      return out;
    },

    /**
     * Writes a new content version of a product (the Listing Tracker's approval, an import): closes the current
     * version at `at` and inserts the next one, then rescores the day's catalogue snapshot with the IDQ rule
     * (its other figures carried over from the newest snapshot), so the analysis sees the new score at once.
     * Call it inside the transaction that approves; answers the new version number.
     */
    async writeContentVersion(input: {
      clientId: number;
      productId: number;
      content: ContentInput;
      source: ContentSource;
      userId?: number | null;
      at?: Date;
    }): Promise<number> {
      const at = (input.at ?? new Date()).toISOString();
      const { clientId, productId } = input;
      const [current] = await rowsOf<{ version: number }>(
        ex,
        sql`update listing_content set valid_to = ${at}::timestamptz
          where client_id = ${clientId}::int and fk_product_id = ${productId}::int and valid_to is null
          returning version`,
      );
      const version = (current?.version ?? 0) + 1;
      const row: Record<string, unknown> = {
        client_id: clientId,
        fk_product_id: productId,
        version,
        valid_from: at,
        source: input.source,
        created_by: input.userId ?? null,
      };
      for (const f of FIELDS) row[f] = input.content[f] ?? null;
      for (const f of ['bullet_points', 'image_urls', 'keywords'] as const) row[f] = input.content[f] ?? [];
      row.has_a_plus = input.content.has_a_plus === true;
      await ex.execute(
        sql`insert into listing_content (${sql.raw(Object.keys(row).join(', '))})
          select ${sql.raw(Object.keys(row).join(', '))}
          from jsonb_populate_record(null::listing_content, ${JSON.stringify(row)}::jsonb)`,
      );
      const { idq_score, missing_attributes } = idqOf(input.content);
      await ex.execute(
        sql`insert into catalogue_snapshots (client_id, fk_product_id, date, content_version, idq_score,
            missing_attributes, reviews_average_rating, reviews_count, sales_rank, keyword, keyword_rank)
          select ${clientId}::int, ${productId}::int, (${at}::timestamptz at time zone 'UTC')::date, ${version}::int,
            ${idq_score}::int, ${`{${missing_attributes.join(',')}}`}::text[], l.reviews_average_rating,
            coalesce(l.reviews_count, 0), l.sales_rank, l.keyword, l.keyword_rank
          from (select 1) one
          left join lateral (
            select * from catalogue_snapshots x where x.client_id = ${clientId}::int
              and x.fk_product_id = ${productId}::int order by x.date desc limit 1
          ) l on true
          on conflict (client_id, fk_product_id, date) do update set content_version = excluded.content_version,
            idq_score = excluded.idq_score, missing_attributes = excluded.missing_attributes`,
      );
      return version;
    },
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
