/**
 * Catalogue content quality (issue 19 item 1): the IDQ ("item data quality") rule, written once. The server
 * computes every stored `idq_score` and `missing_attributes` with it (the demo included), the analysis (item 2)
 * reads them and the SKU detail's Catalog tab shows the same presence flags; nothing else scores content.
 *
 * The score is the sum of the weights of the attributes a listing satisfies (0–100). An attribute either counts
 * in full or is missing: `missing_attributes` are the names of the unsatisfied ones, in the order below, so the
 * score can always be recomputed as 100 minus the weights of the missing attributes.
 */

/** Below this many characters a title is missing (too short to carry brand, product, key feature, size). */
export const IDQ_TITLE_MIN_CHARS = 40;
/** Fewer bullet points than this and the bullet points are missing (Amazon shows five). */
export const IDQ_MIN_BULLETS = 5;
/** Below this many characters the description is missing. */
export const IDQ_DESCRIPTION_MIN_CHARS = 150;
/** Fewer images than this and the images are missing (a main image plus alternate views). */
export const IDQ_MIN_IMAGES = 5;
/**
 * Content scoring under this is poor: the demo makes such listings common enough to be found, and it is the
 * natural CONTENT_GAP threshold for the analysis (item 2 reads it from here rather than restating it).
 */
export const IDQ_POOR_BELOW = 60;

/** What the rule looks at: one version of a listing's content (the `listing_content` row, camel-free). */
export interface ListingContentFacts {
  title?: string | null;
  bullet_points?: readonly string[] | null;
  description?: string | null;
  image_urls?: readonly string[] | null;
  has_a_plus?: boolean | null;
  brand?: string | null;
  model?: string | null;
  color?: string | null;
  size?: string | null;
  variation_theme?: string | null;
  length_cm?: number | string | null;
  width_cm?: number | string | null;
  height_cm?: number | string | null;
  weight_g?: number | string | null;
  product_type?: string | null;
}

const filled = (v: string | null | undefined): boolean => typeof v === 'string' && v.trim().length > 0;
const length = (v: string | null | undefined): number => (typeof v === 'string' ? v.trim().length : 0);
const count = (list: readonly string[] | null | undefined): number => (list ?? []).filter(filled).length;
const positive = (v: number | string | null | undefined): boolean =>
  v !== null && v !== undefined && v !== '' && Number(v) > 0;

/** The attributes that count, their weights (summing to 100) and when each is present. */
export const IDQ_ATTRIBUTES = [
  { name: 'title', weight: 15, present: (c: ListingContentFacts) => length(c.title) >= IDQ_TITLE_MIN_CHARS },
  {
    name: 'bullet_points',
    weight: 15,
    present: (c: ListingContentFacts) => count(c.bullet_points) >= IDQ_MIN_BULLETS,
  },
  { name: 'images', weight: 15, present: (c: ListingContentFacts) => count(c.image_urls) >= IDQ_MIN_IMAGES },
  {
    name: 'description',
    weight: 10,
    present: (c: ListingContentFacts) => length(c.description) >= IDQ_DESCRIPTION_MIN_CHARS,
  },
  { name: 'a_plus_content', weight: 10, present: (c: ListingContentFacts) => c.has_a_plus === true },
  { name: 'brand', weight: 5, present: (c: ListingContentFacts) => filled(c.brand) },
  { name: 'model', weight: 5, present: (c: ListingContentFacts) => filled(c.model) },
  { name: 'color', weight: 5, present: (c: ListingContentFacts) => filled(c.color) },
  { name: 'size', weight: 5, present: (c: ListingContentFacts) => filled(c.size) },
  { name: 'variation', weight: 5, present: (c: ListingContentFacts) => filled(c.variation_theme) },
  {
    name: 'dimensions',
    weight: 5,
    present: (c: ListingContentFacts) =>
      positive(c.length_cm) && positive(c.width_cm) && positive(c.height_cm) && positive(c.weight_g),
  },
  { name: 'product_type', weight: 5, present: (c: ListingContentFacts) => filled(c.product_type) },
] as const;

export type IdqAttribute = (typeof IDQ_ATTRIBUTES)[number]['name'];

/** The presence flags of the analysis record's catalogue group (and the Catalog tab's checkboxes). */
export interface ContentPresence {
  has_brand: boolean;
  has_model: boolean;
  has_color: boolean;
  has_size: boolean;
  has_variation: boolean;
  has_dimensions: boolean;
  has_a_plus: boolean;
  image_count: number;
  bullet_count: number;
}

export interface IdqResult {
  idq_score: number;
  missing_attributes: IdqAttribute[];
}

/** The IDQ score of one content version and the attributes it misses. */
export function idqOf(content: ListingContentFacts): IdqResult {
  let score = 0;
  const missing: IdqAttribute[] = [];
  for (const a of IDQ_ATTRIBUTES) {
    if (a.present(content)) score += a.weight;
    else missing.push(a.name);
  }
  return { idq_score: score, missing_attributes: missing };
}

/** Presence flags and counts of one content version, by the same tests the score uses. */
export function presenceOf(content: ListingContentFacts): ContentPresence {
  const has = (name: IdqAttribute) => IDQ_ATTRIBUTES.find((a) => a.name === name)!.present(content);
  return {
    has_brand: has('brand'),
    has_model: has('model'),
    has_color: has('color'),
    has_size: has('size'),
    has_variation: has('variation'),
    has_dimensions: has('dimensions'),
    has_a_plus: has('a_plus_content'),
    image_count: count(content.image_urls),
    bullet_count: count(content.bullet_points),
  };
}
