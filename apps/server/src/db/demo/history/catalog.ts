import type { ClientKey } from '../clients';
import type { Random } from '../prng';
import type { SeasonProfile } from './calendar';

/** Product lines per client: what a brand sells, at what price (USD), weight, and how often it comes back. */
interface Line {
  category: string;
  subcategory: string;
  nouns: string[];
  descriptors: string[];
  variants: string[];
  priceUsd: [number, number];
  weightG: [number, number];
  materials: string[];
  /** Share of units that come back (0.02-0.12). */
  returnRate: number;
  /** Brand codes that carry this line. */
  brands: string[];
  keywords: string[];
}

export interface CatalogueSpec {
  season: SeasonProfile;
  skuCount: number;
  origin: string[];
  lines: Line[];
}

const COLORS = [
  'Black',
  'White',
  'Graphite',
  'Sage',
  'Navy',
  'Sand',
  'Terracotta',
  'Slate Blue',
  'Ivory',
  'Olive',
];

export const CATALOGUES: Record<ClientKey, CatalogueSpec> = {
  acme: {
    season: 'home',
    skuCount: 260,
    origin: ['CN', 'DE', 'IN', 'PT', 'VN'],
    lines: [
      {
        category: 'Kitchen',
        subcategory: 'Cookware',
        nouns: ['Saucepan', 'Frying Pan', 'Stock Pot', 'Dutch Oven', 'Saute Pan', 'Wok'],
        descriptors: ['Tri-Ply Stainless Steel', 'Non-Stick Ceramic', 'Enamelled Cast Iron', 'Hard-Anodised'],
        variants: ['16 cm', '20 cm', '24 cm', '28 cm', '2 L', '4.5 L', '6 L'],
        priceUsd: [24, 139],
        weightG: [900, 5200],
        materials: ['Stainless steel', 'Cast iron', 'Aluminium'],
        returnRate: 0.045,
        brands: ['NDHK', 'ACME'],
        keywords: ['cookware', 'induction', 'oven safe', 'pan', 'pot'],
      },
      {
        category: 'Kitchen',
        subcategory: 'Tools & Storage',
        nouns: [
          'Knife Block Set',
          'Cutting Board',
          'Utensil Set',
          'Food Storage Containers',
          'Spice Rack',
          'Mixing Bowls',
        ],
        descriptors: ['Bamboo', 'Glass', 'Silicone', 'Acacia Wood', 'Stackable'],
        variants: ['Set of 3', 'Set of 5', 'Large', 'Medium', '10-Piece', '24-Piece'],
        priceUsd: [12, 89],
        weightG: [250, 3100],
        materials: ['Bamboo', 'Borosilicate glass', 'Silicone', 'Acacia wood'],
        returnRate: 0.035,
        brands: ['NDHK', 'ACME'],
        keywords: ['kitchen', 'storage', 'meal prep', 'dishwasher safe'],
      },
      {
        category: 'Home Decor',
        subcategory: 'Accents',
        nouns: [
          'Scented Candle',
          'Ceramic Vase',
          'Table Lamp',
          'Wall Mirror',
          'Photo Frame',
          'Throw Blanket',
        ],
        descriptors: ['Hand-Poured', 'Minimalist', 'Rattan', 'Linen Blend', 'Ribbed'],
        variants: COLORS,
        priceUsd: [14, 119],
        weightG: [300, 4200],
        materials: ['Soy wax', 'Stoneware', 'Rattan', 'Linen', 'Glass'],
        returnRate: 0.07,
        brands: ['HRTH', 'ACME'],
        keywords: ['home decor', 'gift', 'living room', 'cosy'],
      },
      {
        category: 'Bedding',
        subcategory: 'Bed Linen',
        nouns: [
          'Duvet Cover Set',
          'Fitted Sheet',
          'Pillowcase Pair',
          'Weighted Blanket',
          'Memory Foam Pillow',
        ],
        descriptors: ['Percale Cotton', 'Washed Linen', 'Bamboo Lyocell', 'Brushed Flannel'],
        variants: ['Single', 'Double', 'Queen', 'King'],
        priceUsd: [19, 149],
        weightG: [400, 7000],
        materials: ['Cotton', 'Linen', 'Lyocell', 'Memory foam'],
        returnRate: 0.095,
        brands: ['HRTH', 'ACME'],
        keywords: ['bedding', 'bedroom', 'breathable', 'soft'],
      },
      {
        category: 'Bath',
        subcategory: 'Towels & Mats',
        nouns: ['Bath Towel Set', 'Bath Mat', 'Shower Curtain', 'Hand Towels', 'Bathrobe'],
        descriptors: ['Turkish Cotton', 'Quick-Dry Waffle', 'Plush Microfibre', 'Organic Cotton'],
        variants: COLORS,
        priceUsd: [15, 79],
        weightG: [300, 2200],
        materials: ['Cotton', 'Microfibre'],
        returnRate: 0.06,
        brands: ['HRTH', 'ACME'],
        keywords: ['bathroom', 'towel', 'absorbent'],
      },
    ],
  },
  borealis: {
    season: 'sports',
    skuCount: 220,
    origin: ['CN', 'NO', 'VN', 'TR', 'PT'],
    lines: [
      {
        category: 'Outdoor',
        subcategory: 'Camping & Hiking',
        nouns: [
          'Trekking Tent',
          'Sleeping Bag',
          'Hiking Backpack',
          'Trekking Poles',
          'Camping Stove',
          'Headlamp',
        ],
        descriptors: ['Ultralight', 'Expedition', 'Packable', 'Waterproof', '3-Season'],
        variants: ['1 Person', '2 Person', '30 L', '45 L', '65 L', 'Regular', 'Long'],
        priceUsd: [29, 349],
        weightG: [200, 3900],
        materials: ['Ripstop nylon', 'Polyester', 'Aluminium', 'Down'],
        returnRate: 0.055,
        brands: ['SMTR', 'BORE'],
        keywords: ['camping', 'hiking', 'outdoor', 'lightweight', 'trekking'],
      },
      {
        category: 'Fitness',
        subcategory: 'Training',
        nouns: [
          'Yoga Mat',
          'Resistance Bands',
          'Adjustable Dumbbell',
          'Kettlebell',
          'Foam Roller',
          'Jump Rope',
        ],
        descriptors: ['Non-Slip', 'Pro', 'Eco TPE', 'Cast Iron', 'Heavy-Duty'],
        variants: ['4 kg', '8 kg', '12 kg', '16 kg', '6 mm', 'Set of 5', 'Standard'],
        priceUsd: [9, 229],
        weightG: [150, 16000],
        materials: ['TPE', 'Natural rubber', 'Cast iron', 'EVA foam'],
        returnRate: 0.04,
        brands: ['BORE'],
        keywords: ['fitness', 'home gym', 'workout', 'training'],
      },
      {
        category: 'Winter Sports',
        subcategory: 'Ski & Snow',
        nouns: [
          'Ski Gloves',
          'Ski Goggles',
          'Thermal Base Layer',
          'Merino Beanie',
          'Insulated Jacket',
          'Neck Gaiter',
        ],
        descriptors: ['Merino', 'Gore-Tex', 'Anti-Fog', 'Heated', 'Windproof'],
        variants: ['XS', 'S', 'M', 'L', 'XL', 'One Size'],
        priceUsd: [19, 289],
        weightG: [80, 1300],
        materials: ['Merino wool', 'Polyester', 'Polycarbonate', 'Down'],
        returnRate: 0.085,
        brands: ['PLPK'],
        keywords: ['ski', 'snowboard', 'winter', 'thermal', 'warm'],
      },
      {
        category: 'Apparel',
        subcategory: 'Running & Trail',
        nouns: [
          'Running Jacket',
          'Trail Shorts',
          'Hiking Socks',
          'Softshell Pants',
          'Running Tights',
          'Trail Shoes',
        ],
        descriptors: ['Breathable', 'Reflective', 'Quick-Dry', 'Seamless', 'Waterproof'],
        variants: ['XS', 'S', 'M', 'L', 'XL', 'EU 40', 'EU 42', 'EU 44'],
        priceUsd: [14, 179],
        weightG: [60, 900],
        materials: ['Polyester', 'Nylon', 'Merino wool', 'Elastane'],
        returnRate: 0.1,
        brands: ['BORE', 'SMTR'],
        keywords: ['running', 'trail', 'sportswear', 'activewear'],
      },
    ],
  },
  cedar: {
    season: 'beauty',
    skuCount: 240,
    origin: ['AE', 'FR', 'KR', 'IN'],
    lines: [
      {
        category: 'Skin Care',
        subcategory: 'Face',
        nouns: [
          'Vitamin C Serum',
          'Hyaluronic Moisturiser',
          'Gentle Cleanser',
          'SPF 50 Sunscreen',
          'Eye Cream',
          'Retinol Night Cream',
        ],
        descriptors: ['Brightening', 'Hydrating', 'Fragrance-Free', 'Barrier Repair', 'Oil-Free'],
        variants: ['15 ml', '30 ml', '50 ml', '100 ml', '150 ml'],
        priceUsd: [9, 69],
        weightG: [40, 260],
        materials: ['Glass bottle', 'Airless pump', 'Tube'],
        returnRate: 0.03,
        brands: ['LUMN', 'CEDR'],
        keywords: ['skincare', 'face', 'serum', 'glow', 'sensitive skin'],
      },
      {
        category: 'Hair Care',
        subcategory: 'Shampoo & Treatments',
        nouns: [
          'Argan Shampoo',
          'Repair Conditioner',
          'Hair Oil',
          'Hair Mask',
          'Scalp Scrub',
          'Leave-In Spray',
        ],
        descriptors: ['Sulphate-Free', 'Nourishing', 'Volumising', 'Keratin', 'Rosemary'],
        variants: ['100 ml', '250 ml', '400 ml', '1 L'],
        priceUsd: [7, 45],
        weightG: [120, 1100],
        materials: ['Bottle', 'Jar'],
        returnRate: 0.028,
        brands: ['VRDB', 'CEDR'],
        keywords: ['haircare', 'shampoo', 'frizz', 'natural'],
      },
      {
        category: 'Makeup',
        subcategory: 'Face & Lips',
        nouns: [
          'Matte Lipstick',
          'Liquid Foundation',
          'Volumising Mascara',
          'Gel Eyeliner',
          'Blush Palette',
          'Setting Powder',
        ],
        descriptors: ['Long-Wear', 'Velvet', 'Waterproof', 'Buildable', 'Satin'],
        variants: ['Shade 01', 'Shade 02', 'Shade 03', 'Shade 04', 'Shade 05', 'Shade 06', 'Shade 07'],
        priceUsd: [8, 49],
        weightG: [15, 180],
        materials: ['Compact', 'Tube', 'Glass bottle'],
        returnRate: 0.055,
        brands: ['CEDR', 'LUMN'],
        keywords: ['makeup', 'cosmetics', 'long lasting'],
      },
      {
        category: 'Fragrance',
        subcategory: 'Perfume',
        nouns: ['Eau de Parfum', 'Body Mist', 'Oud Oil', 'Bakhoor', 'Solid Perfume'],
        descriptors: ['Amber Oud', 'Rose Taifi', 'White Musk', 'Saffron', 'Cedarwood'],
        variants: ['10 ml', '50 ml', '100 ml', 'Gift Set'],
        priceUsd: [12, 129],
        weightG: [60, 650],
        materials: ['Glass bottle'],
        returnRate: 0.026,
        brands: ['CEDR', 'VRDB'],
        keywords: ['perfume', 'fragrance', 'oud', 'gift'],
      },
    ],
  },
};

export interface DemoSku {
  sku_code: string;
  sku_name: string;
  brand_code: string;
  category: string;
  subcategory: string;
  noun: string;
  priceUsd: number;
  /** What the client pays for one unit, USD. */
  costUsd: number;
  returnRate: number;
  weight_g: number;
  dims: [number, number, number];
  material: string;
  color: string | null;
  size: string | null;
  keywords: string[];
  origin: string;
  /** Relative demand (Zipf-like over the catalogue). */
  popularity: number;
  /** Index of the first day it sells (0 = before the history starts). */
  launchDay: number;
  is_eol: boolean;
}

const round = (x: number, step = 0.01) => Math.round(x / step) * step;

/** The client's SKUs, drawn from its product lines. `days` is the length of the history. */
export function buildCatalogue(client: ClientKey, random: Random, days: number): DemoSku[] {
  const spec = CATALOGUES[client];
  const seen = new Set<string>();
  const out: DemoSku[] = [];
  let guard = 0;
  while (out.length < spec.skuCount && guard++ < spec.skuCount * 50) {
    const line = random.pick(spec.lines);
    const brand = random.pick(line.brands);
    const noun = random.pick(line.nouns);
    const descriptor = random.pick(line.descriptors);
    const variant = random.pick(line.variants);
    const brandName = BRAND_NAMES[brand] ?? brand;
    const name = `${brandName} ${descriptor} ${noun}, ${variant}`;
    if (seen.has(name)) continue;
    seen.add(name);
    const [lo, hi] = line.priceUsd;
    const price = round(lo * (hi / lo) ** random.next(), 1) - 0.01;
    const [wlo, whi] = line.weightG;
    const weight = Math.round(wlo + (whi - wlo) * random.next());
    const isColor = COLORS.includes(variant);
    const isSize = /^(XS|S|M|L|XL|One Size|Single|Double|Queen|King|EU \d+)$/.test(variant);
    out.push({
      sku_code: `${brand}-${line.category.slice(0, 3).toUpperCase()}-${String(1000 + out.length * 7 + random.int(0, 6)).padStart(4, '0')}`,
      sku_name: name,
      brand_code: brand,
      category: line.category,
      subcategory: line.subcategory,
      noun,
      priceUsd: Math.max(4.99, round(price)),
      costUsd: round(price * (0.28 + random.next() * 0.17)),
      returnRate: line.returnRate * (0.75 + random.next() * 0.5),
      weight_g: weight,
      dims: [
        round(8 + Math.cbrt(weight) * (1 + random.next()), 0.1),
        round(6 + Math.cbrt(weight) * (0.6 + random.next()), 0.1),
        round(2 + Math.cbrt(weight) * (0.3 + random.next()), 0.1),
      ],
      material: random.pick(line.materials),
      color: isColor ? variant : random.next() < 0.5 ? random.pick(COLORS) : null,
      size: isSize ? variant : null,
      keywords: random.sample([...line.keywords, ...noun.toLowerCase().split(' ')], 4),
      origin: random.pick(spec.origin),
      popularity: 0,
      launchDay: random.next() < 0.2 ? random.int(30, Math.max(31, days - 60)) : 0,
      is_eol: random.next() < 0.04,
    });
  }
  // Popularity: a long tail over a shuffled order, so best sellers are spread over lines and brands.
  const order = random.sample(
    out.map((_, i) => i),
    out.length,
  );
  order.forEach((index, rank) => {
    out[index]!.popularity = 1 / (rank + 3) ** 0.85;
  });
  return out;
}

export const BRAND_NAMES: Record<string, string> = {
  ACME: 'Acme Home',
  HRTH: 'Hearthline',
  NDHK: 'Nordhaus Kitchen',
  BORE: 'Borealis',
  SMTR: 'Summit Trail',
  PLPK: 'Polar Peak',
  CEDR: 'Cedar Beauty',
  LUMN: 'Lumen Skin',
  VRDB: 'Verdant Botanics',
};
