import type { Random } from '../../db/demo/prng';

/** What the demo knows about one product when it writes its content (products ⟕ skus ⟕ brands ⟕ prices). */
export interface DemoProduct {
  pk_product_id: number;
  mp_id: number;
  short_code: string;
  identifier: string;
  sku_code: string;
  title: string | null;
  category: string | null;
  subcategory: string | null;
  is_fba: boolean | null;
  sku_model: string | null;
  color: string | null;
  size: string | null;
  material: string | null;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  weight_g: number | null;
  sku_bullets: string[] | null;
  sku_description: string | null;
  keywords: string[] | null;
  brand_name: string | null;
  currency_code: string;
  regular_price: number | null;
  sale_price: number | null;
  sale_start_date: string | null;
  sale_end_date: string | null;
  /** Units sold (regular orders) in the 30 days up to the demo's last day. */
  units_30d: number;
}

/** A listing content version as written (listing_content columns). */
export type DemoContent = Record<string, unknown> & { has_a_plus: boolean };

const PRODUCT_TYPES: Record<string, string> = {
  Kitchen: 'KITCHEN',
  'Home Decor': 'HOME',
  Bedding: 'HOME_BED_AND_BATH',
  Bath: 'HOME_BED_AND_BATH',
  Outdoor: 'OUTDOOR_RECREATION_PRODUCT',
};

const SHADES = ['#5b6c7d', '#8a9aa8', '#b9c4cc', '#a47551', '#6f8f72', '#c9a66b', '#44546a', '#d8d2c4'];

/**
 * A small image per view: an SVG tile as a data URI (the app's content security policy admits data: images, and
 * the demo has no image host). Real listings carry the marketplace's image URLs here.
 */
export function demoImage(identifier: string, view: number): string {
  const shade = SHADES[(identifier.charCodeAt(identifier.length - 1) + view) % SHADES.length]!;
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='${shade}'/><text x='32' y='38' font-size='14' text-anchor='middle' fill='white'>${view + 1}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The listing content of a demo product: `good` content satisfies title, bullet points, images, description,
 * brand, model, dimensions and product type (IDQ at least 70; A+ on most AZ listings, colour, size and
 * variation as the SKU has them); poor content lacks at least the title, bullet points and images (IDQ at most
 * 55) and a few more at random.
 */
export function demoContent(random: Random, p: DemoProduct, good: boolean): DemoContent {
  const isAz = p.short_code.startsWith('AZ');
  const name = p.title ?? p.sku_code;
  const material = p.material ?? 'Quality materials';
  const keywords = p.keywords ?? [];
  const dims = [p.length_cm, p.width_cm, p.height_cm];
  const brand = p.brand_name ?? name.split(' ')[0]!;
  const variation_theme = p.color && p.size ? 'SizeColor' : p.size ? 'Size' : p.color ? 'Color' : null;
  if (good) {
    const imageCount = random.int(5, 8);
    const bullets = [
      ...(p.sku_bullets ?? []),
      `Made of ${material.toLowerCase()}${p.color ? ` in ${p.color.toLowerCase()}` : ''}, built to last`,
      `Measures ${dims.map((d) => d ?? '?').join(' × ')} cm and weighs ${p.weight_g ?? '?'} g`,
      `Ideal for ${keywords.slice(0, 3).join(', ') || 'everyday use'}`,
      'Backed by a 2-year manufacturer warranty and friendly customer support',
    ];
    return {
      title: `${name} – ${cap(material)}${keywords.length > 0 ? `, ${keywords.slice(0, 2).join(', ')}` : ''}`,
      bullet_points: bullets.slice(0, Math.max(5, bullets.length - random.int(0, 1))),
      description: `${p.sku_description ?? name}. ${cap(keywords.join(', ') || 'A dependable everyday choice')}: ${name} combines ${material.toLowerCase()} with a considered design, tested for daily use and packed in recyclable materials.`,
      image_urls: Array.from({ length: imageCount }, (_, v) => demoImage(p.identifier, v)),
      has_a_plus: isAz && random.next() < 0.8,
      a_plus_content: null,
      brand,
      model: p.sku_model ?? p.sku_code,
      color: p.color,
      size: p.size,
      variation_theme,
      variation_parent: variation_theme ? `${p.identifier.slice(0, -2)}PA` : null,
      length_cm: p.length_cm,
      width_cm: p.width_cm,
      height_cm: p.height_cm,
      weight_g: p.weight_g,
      product_type:
        PRODUCT_TYPES[p.category ?? ''] ?? (p.category ?? 'GENERIC').toUpperCase().replace(/\W+/g, '_'),
      keywords,
    };
  }
  const words = name.split(/[ ,]+/);
  return {
    title: words.slice(-3).join(' '),
    bullet_points: (p.sku_bullets ?? []).slice(0, random.int(1, 3)),
    description: random.next() < 0.5 ? null : `${name}.`,
    image_urls: Array.from({ length: random.int(1, 3) }, (_, v) => demoImage(p.identifier, v)),
    has_a_plus: false,
    a_plus_content: null,
    brand: random.next() < 0.7 ? brand : null,
    model: random.next() < 0.5 ? (p.sku_model ?? p.sku_code) : null,
    color: random.next() < 0.5 ? p.color : null,
    size: random.next() < 0.5 ? p.size : null,
    variation_theme: random.next() < 0.3 ? variation_theme : null,
    variation_parent: null,
    length_cm: random.next() < 0.5 ? p.length_cm : null,
    width_cm: p.width_cm,
    height_cm: p.height_cm,
    weight_g: random.next() < 0.5 ? p.weight_g : null,
    product_type: random.next() < 0.6 ? (PRODUCT_TYPES[p.category ?? ''] ?? null) : null,
    keywords: keywords.slice(0, 1),
  };
}
