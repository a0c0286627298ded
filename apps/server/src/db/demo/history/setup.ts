import { familyOf, type MarketplaceFamily, prefixOf } from '@marketdesk/contracts/marketplace-registry';
import { and, eq, inArray } from 'drizzle-orm';
import { insertRows, type Tx } from '../../facts';
import {
  adCampaigns,
  adGroups,
  adNegativeKeywords,
  adProducts,
  adSearchTerms,
  adTargets,
  brands,
  fees,
  marketplaces,
  prices,
  products,
  sellerProfiles,
  skuCosts,
  skus,
  warehouseMarketplaces,
  warehouses,
} from '../../schema';
import type { DemoClient } from '../clients';
import type { Random } from '../prng';
import { addDays } from './calendar';
import type { DemoSku } from './catalog';
import { alnum, cents, identifierFor, shelfPrice } from './draw';
import { priceRate } from './rates';

/** A client's listing of one SKU on one marketplace, with its demand modifiers over the history. */
export interface Listing {
  sku: DemoSku;
  sku_id: number;
  identifier: string;
  mp_sku_code: string;
  /** Shelf price today, local currency. */
  price: number;
  is_fba: boolean | null;
  fee_frac: number;
  fba_fee: number;
  /** [first day index, last day index] with no stock. */
  stockouts: [number, number][];
  /** [first, last, discount fraction]. */
  promos: [number, number, number][];
}

export interface Market {
  mp_id: number;
  short_code: string;
  family: MarketplaceFamily;
  currency: string;
  country: string;
  vat: number;
  share: number;
  listings: Listing[];
  sellerProfile: string | null;
  vendorProfile: string | null;
  /** Ad products of the seller profile, by listing index. */
  ads: Map<number, AdProductPlan>;
  /** Running number behind order ids (unique per marketplace). */
  seq: number;
}

export interface AdProductPlan {
  ad_id: string;
  ad_group_id: string;
  campaign_id: string;
  ctr: number;
  cvr: number;
  cpc: number;
  share: number;
  targets: { target_id: string; weight: number; searchTerms: { id: string; weight: number }[] }[];
}

/** Sales share of each marketplace in a client's business. */
const SHARES: Record<string, number> = {
  AZ_US: 0.34,
  AZ_UK: 0.12,
  AZ_DE: 0.22,
  AZ_IN: 0.12,
  AZ_AE: 0.16,
  EB_US: 0.07,
  EB_DE: 0.06,
  OT_DE: 0.08,
  NN_AE: 0.14,
  NN_SA: 0.1,
  SP_US: 0.06,
  BO_NL: 0.14,
  DT_FR: 0.11,
  TD_TR: 0.06,
  FL_CL: 0.04,
  FK_IN: 0.09,
};

/** Price level per country relative to the US, in USD terms. */
const PRICE_LEVEL: Record<string, number> = {
  IN: 0.72,
  TR: 0.85,
  AE: 1.05,
  SA: 1.05,
  CL: 1.1,
  GB: 1.0,
  US: 1.0,
};

const FEE_FRAC: Record<string, number> = {
  AZ: 0.15,
  BO: 0.12,
  DT: 0.14,
  EB: 0.11,
  FK: 0.13,
  NN: 0.12,
  OT: 0.13,
  TD: 0.17,
  FL: 0.14,
  SP: 0.029,
};

/** Inserts the client's SKUs, SKU costs, listings, prices and fee estimates; answers the marketplaces with listings. */
export async function insertMasterData(
  tx: Tx,
  random: Random,
  client: DemoClient,
  clientId: number,
  catalogue: DemoSku[],
  today: string,
  days: number,
): Promise<Market[]> {
  const brandRows = await tx.select({ id: brands.pk_brand_id, code: brands.brand_code }).from(brands);
  const brandId = new Map(brandRows.map((b) => [b.code, b.id]));
  await insertRows(
    tx,
    skus,
    catalogue.map((s) => ({
      client_id: clientId,
      sku_code: s.sku_code,
      sku_name: s.sku_name,
      sku_model: s.sku_code.slice(-4),
      ean: identifierFor(random, 'ean', 'DE'),
      upc_code: random.digits(12),
      isbn: null,
      hsn_code: random.digits(8),
      product_description: `${s.sku_name}. ${s.material}${s.color ? `, ${s.color.toLowerCase()}` : ''}. Designed and quality-checked by ${s.sku_name.split(' ')[0]}.`,
      bullet_points: [
        `${s.material} build for everyday use`,
        `Ships in recyclable packaging, ${s.weight_g} g`,
        `Category: ${s.category} / ${s.subcategory}`,
      ],
      fk_brand_id: brandId.get(s.brand_code) ?? null,
      manufacturer: `${client.name} Sourcing Ltd`,
      category: s.category,
      subcategory: s.subcategory,
      is_exclusive: random.next() < 0.15,
      is_eol: s.is_eol,
      length_cm: s.dims[0],
      width_cm: s.dims[1],
      height_cm: s.dims[2],
      weight_g: s.weight_g,
      color: s.color,
      size: s.size,
      material: s.material,
      is_fragile: /Glass|Ceramic|Mirror|Vase|Parfum/.test(s.sku_name),
      is_hazardous: /Oil|Parfum|Mist|Stove/.test(s.sku_name),
      country_of_origin: s.origin,
      keywords: s.keywords,
    })),
  );
  const skuRows = await tx
    .select({ id: skus.pk_sku_id, code: skus.sku_code })
    .from(skus)
    .where(eq(skus.client_id, clientId));
  const skuId = new Map(skuRows.map((r) => [r.code, r.id]));

  const whRows = await tx
    .select({ id: warehouses.pk_warehouse_id, country: warehouses.country })
    .from(warehouses)
    .where(eq(warehouses.client_id, clientId));
  const whCurrency = (country: string) =>
    ({ US: 'USD', DE: 'EUR', NL: 'EUR', IN: 'INR', AE: 'AED', SA: 'SAR', TR: 'TRY', CL: 'CLP' })[country] ??
    'USD';
  await insertRows(
    tx,
    skuCosts,
    whRows.flatMap((w) =>
      catalogue.map((s) => {
        const cur = whCurrency(w.country);
        const rate = priceRate(cur);
        return {
          client_id: clientId,
          fk_sku_id: skuId.get(s.sku_code)!,
          fk_warehouse_id: w.id,
          purchase_cost: cents(s.costUsd * rate),
          shipping_cost: cents(s.costUsd * rate * (0.04 + random.next() * 0.06)),
          vendor_vat_rate: w.country === 'US' ? 0 : 0.05 + random.int(0, 3) * 0.05,
          vendor_rrp: cents(s.priceUsd * rate),
          additional_cost: cents(s.costUsd * rate * 0.02),
          status: random.next() < 0.95 ? 'ACTIVE' : 'PENDING',
          currency_code: cur,
        };
      }),
    ),
  );

  const mpRows = await tx
    .select()
    .from(marketplaces)
    .where(inArray(marketplaces.short_code, client.marketplaces));
  const profileRows = await tx.select().from(sellerProfiles).where(eq(sellerProfiles.client_id, clientId));
  const served = await tx
    .select({ mp: warehouseMarketplaces.mp_id })
    .from(warehouseMarketplaces)
    .where(and(eq(warehouseMarketplaces.client_id, clientId)));
  const servedMps = new Set(served.map((s) => s.mp));

  const markets: Market[] = [];
  for (const mp of [...mpRows].sort((a, b) => a.short_code.localeCompare(b.short_code))) {
    const prefix = prefixOf(mp.short_code);
    if (!prefix || !servedMps.has(mp.pk_mp_id)) continue;
    const family = familyOf(mp.short_code);
    const coverage = prefix === 'AZ' ? 0.9 : 0.55 + random.next() * 0.2;
    const rate = priceRate(mp.currency_code);
    const level = PRICE_LEVEL[mp.country_code] ?? 1.05;
    const listings: Listing[] = [];
    const used = new Set<string>();
    for (const sku of catalogue) {
      if (random.next() > coverage) continue;
      let identifier = identifierFor(random, family.identifier, mp.country_code);
      while (used.has(identifier)) identifier = identifierFor(random, family.identifier, mp.country_code);
      used.add(identifier);
      const price = shelfPrice(sku.priceUsd * level * rate * (0.95 + random.next() * 0.1), mp.currency_code);
      listings.push({
        sku,
        sku_id: skuId.get(sku.sku_code)!,
        identifier,
        mp_sku_code: prefix === 'AZ' || prefix === 'EB' ? `${sku.sku_code}-${mp.country_code}` : sku.sku_code,
        price,
        is_fba: prefix === 'AZ' ? random.next() < 0.75 : null,
        fee_frac: FEE_FRAC[prefix]! + (random.next() - 0.5) * 0.02,
        fba_fee: cents((2.5 + sku.weight_g / 400) * rate * (prefix === 'AZ' ? 1 : 0)),
        stockouts: windows(random, days, 0.8 + sku.popularity * 2, 4, 21).map(([a, b]) => [a, b]),
        promos: windows(random, days, 2.5, 5, 12).map(([a, b]) => [a, b, 0.1 + random.int(0, 4) * 0.05]),
      });
    }
    const seller = profileRows.find((p) => p.fk_mp_id === mp.pk_mp_id && p.seller_type === 'seller');
    const vendor = profileRows.find((p) => p.fk_mp_id === mp.pk_mp_id && p.seller_type === 'vendor');
    markets.push({
      mp_id: mp.pk_mp_id,
      short_code: mp.short_code,
      family,
      currency: mp.currency_code,
      country: mp.country_code,
      vat: Number(mp.vat_rate),
      share: SHARES[mp.short_code] ?? 0.08,
      listings,
      sellerProfile: seller?.profile_id ?? null,
      vendorProfile: vendor?.profile_id ?? null,
      ads: new Map(),
      seq: 1,
    });
  }

  for (const m of markets) {
    await insertRows(
      tx,
      products,
      m.listings.map((l) => ({
        client_id: clientId,
        mp_id: m.mp_id,
        identifier: l.identifier,
        mp_sku_code: l.mp_sku_code,
        sku_code: l.sku.sku_code,
        fk_sku_id: l.sku_id,
        condition: 'New',
        title: l.sku.sku_name,
        manufacturer: `${client.name} Sourcing Ltd`,
        category: l.sku.category,
        subcategory: l.sku.subcategory,
        description: `${l.sku.sku_name} in ${l.sku.material.toLowerCase()}.`,
        is_fba: l.is_fba,
        focused_sku: l.sku.popularity > 0.12,
        extras: m.family.variationField ? { variation_id: alnum(random, 6) } : null,
      })),
    );
    const productRows = await tx
      .select({ id: products.pk_product_id, identifier: products.identifier })
      .from(products)
      .where(and(eq(products.client_id, clientId), eq(products.mp_id, m.mp_id)));
    const productId = new Map(productRows.map((p) => [p.identifier, p.id]));
    const rate = priceRate(m.currency);
    await insertRows(
      tx,
      prices,
      m.listings.map((l) => {
        const onSale = random.next() < 0.12;
        const cost = l.sku.costUsd * rate;
        return {
          client_id: clientId,
          fk_product_id: productId.get(l.identifier)!,
          currency_code: m.currency,
          regular_price: l.price,
          sale_price: onSale ? shelfPrice(l.price * 0.85, m.currency) : null,
          sale_start_date: onSale ? addDays(today, -random.int(1, 6)) : null,
          sale_end_date: onSale ? addDays(today, random.int(3, 14)) : null,
          min_price: shelfPrice(l.price * 0.8, m.currency),
          max_price: shelfPrice(l.price * 1.25, m.currency),
          back_margin: Number((0.02 + random.next() * 0.06).toFixed(4)),
          cost_multiple: Number((l.price / cost).toFixed(3)),
          rrp_multiple: Number((1.1 + random.next() * 0.3).toFixed(3)),
          mfn_shipping_price: l.is_fba === false ? cents(4.99 * (rate > 20 ? rate / 10 : rate)) : 0,
          vat_rate: m.vat,
        };
      }),
    );
    await insertRows(
      tx,
      fees,
      m.listings.map((l) => {
        const shipping = l.is_fba ? l.fba_fee : 0;
        const fixed = m.family.prefix === 'SP' ? cents(0.3 * rate) : 0;
        return {
          client_id: clientId,
          mp_id: m.mp_id,
          identifier: l.identifier,
          sku_code: l.sku.sku_code,
          selling_price: l.price,
          fee_fixed: fixed,
          fee_variable_frac: Number(l.fee_frac.toFixed(4)),
          fee_return_frac: Number((0.1 + random.next() * 0.1).toFixed(4)),
          fee_shipping: shipping,
          acos_percent: Number((0.15 + random.next() * 0.2).toFixed(4)),
          estimate_total: cents(l.price * l.fee_frac + fixed + shipping),
          estimate_date: m.family.prefix === 'AZ' ? addDays(today, -random.int(0, 20)) : null,
          currency_code: m.currency,
        };
      }),
    );
  }
  return markets;
}

/** Random windows over `days` days: about `perYear` a year, each `min`-`max` days long. */
function windows(
  random: Random,
  days: number,
  perYear: number,
  min: number,
  max: number,
): [number, number][] {
  const out: [number, number][] = [];
  const count = Math.round((perYear * days) / 365 + random.next() - 0.5);
  for (let i = 0; i < count; i++) {
    const start = random.int(0, days - 1);
    out.push([start, start + random.int(min, max) - 1]);
  }
  return out;
}

const AUTO_TARGETS = ['close-match', 'loose-match', 'substitutes', 'complements'];
const NEGATIVES = ['cheap', 'free', 'used', 'second hand', 'repair', 'diy', 'wholesale', 'kids'];

/**
 * Advertising structure for every seller profile on a marketplace with advertising: per brand an automatic and
 * a manual campaign; ad groups per category; the best-selling listings as ad products with keyword or auto
 * targets, the customer search terms they catch and a few negative keywords.
 */
export async function insertAdEntities(
  tx: Tx,
  random: Random,
  clientId: number,
  markets: Market[],
  adProductsPerMarket: number,
): Promise<void> {
  const brandRows = await tx.select({ id: brands.pk_brand_id, code: brands.brand_code }).from(brands);
  const brandId = new Map(brandRows.map((b) => [b.code, b.id]));
  for (const m of markets) {
    if (!m.family.views.advertising || !m.sellerProfile) continue;
    const profile = m.sellerProfile;
    const ranked = m.listings
      .map((l, i) => ({ l, i }))
      .sort((a, b) => b.l.sku.popularity - a.l.sku.popularity)
      .slice(0, adProductsPerMarket);
    const campaigns = new Map<string, Record<string, unknown>>();
    const groups = new Map<string, Record<string, unknown>>();
    const productsRows: Record<string, unknown>[] = [];
    const targetRows: Record<string, unknown>[] = [];
    const termRows: Record<string, unknown>[] = [];
    const negativeRows: Record<string, unknown>[] = [];
    ranked.forEach(({ l, i }, n) => {
      const manual = n % 2 === 1;
      const brand = l.sku.brand_code;
      const campaignKey = `${brand}|${manual ? 'M' : 'A'}`;
      if (!campaigns.has(campaignKey)) {
        campaigns.set(campaignKey, {
          client_id: clientId,
          profile_id: profile,
          campaign_id: random.digits(12),
          campaign_name: `${brand} | SP | ${manual ? 'Manual' : 'Auto'} | ${m.country}`,
          campaign_type: 'sponsoredProducts',
          targeting_type: manual ? 'manual' : 'auto',
          state: 'enabled',
          budget: cents(l.price * (3 + random.int(0, 6))),
          currency_code: m.currency,
          start_date: null,
          fk_brand_id: brandId.get(brand) ?? null,
        });
      }
      const campaign = campaigns.get(campaignKey)!;
      const groupKey = `${campaignKey}|${l.sku.category}`;
      if (!groups.has(groupKey)) {
        const name = `${brand} - ${l.sku.category} - ${manual ? 'Exact' : 'Auto'}`;
        groups.set(groupKey, {
          client_id: clientId,
          profile_id: profile,
          ad_group_id: random.digits(12),
          campaign_id: campaign.campaign_id,
          ad_group_name: name,
          state: random.next() < 0.9 ? 'enabled' : 'paused',
          default_bid: cents(l.price * 0.012),
          fk_brand_id: brandId.get(brand) ?? null,
          ad_group_type: 'SP',
          targeting_type: manual ? 'keyword' : 'auto',
          target_acos: Number((0.2 + random.next() * 0.15).toFixed(4)),
          target_ctr: Number((0.004 + random.next() * 0.002).toFixed(4)),
          target_conversion: Number((0.09 + random.next() * 0.05).toFixed(4)),
          asp: l.price,
          category: l.sku.category,
          subcategory: l.sku.subcategory,
          exact_match_adgroup_name: manual ? name : null,
          product_target_adgroup_name: manual ? null : `${brand} - ${l.sku.category} - PT`,
        });
        const group = groups.get(groupKey)!;
        for (const word of random.sample(NEGATIVES, random.int(2, 4))) {
          negativeRows.push({
            client_id: clientId,
            profile_id: profile,
            keyword_id: random.digits(13),
            ad_group_id: group.ad_group_id,
            campaign_id: campaign.campaign_id,
            keyword_text: word,
            match_type: random.next() < 0.5 ? 'negativeExact' : 'negativePhrase',
            state: 'enabled',
            bid: null,
          });
        }
      }
      const group = groups.get(groupKey)!;
      const ad_id = random.digits(14);
      productsRows.push({
        client_id: clientId,
        profile_id: profile,
        ad_id,
        ad_group_id: group.ad_group_id,
        campaign_id: campaign.campaign_id,
        asin: l.identifier,
        sku_code: l.sku.sku_code,
        fk_sku_id: l.sku_id,
        state: 'enabled',
      });
      const noun = l.sku.noun.toLowerCase();
      const texts = manual
        ? [noun, `${l.sku.keywords[0] ?? ''} ${noun}`.trim(), `${brand.toLowerCase()} ${noun}`]
        : random.sample(AUTO_TARGETS, 3);
      const cvr = 0.08 + random.next() * 0.07;
      const acos = 0.15 + random.next() * 0.25;
      const plan: AdProductPlan = {
        ad_id,
        ad_group_id: String(group.ad_group_id),
        campaign_id: String(campaign.campaign_id),
        ctr: 0.003 + random.next() * 0.003,
        cvr,
        cpc: l.price * cvr * acos,
        share: 0.15 + random.next() * 0.2,
        targets: [],
      };
      for (const text of texts) {
        const target_id = random.digits(13);
        targetRows.push({
          client_id: clientId,
          profile_id: profile,
          target_id,
          ad_group_id: group.ad_group_id,
          campaign_id: campaign.campaign_id,
          target: text,
          target_type: manual ? 'keyword' : 'auto',
          match_type: manual ? random.pick(['exact', 'phrase', 'broad']) : null,
          state: 'enabled',
          bid: cents(plan.cpc * (1.1 + random.next() * 0.4)),
        });
        const terms = [
          manual ? text : noun,
          `${noun} ${random.pick(['for home', 'set', 'best', 'gift', 'large', 'sale', l.sku.color?.toLowerCase() ?? 'new'])}`,
        ];
        const searchTerms = [...new Set(terms)].map((term) => {
          const id = random.digits(15);
          termRows.push({
            client_id: clientId,
            profile_id: profile,
            search_term_id: id,
            ad_group_id: group.ad_group_id,
            campaign_id: campaign.campaign_id,
            target_id,
            search_term: term,
            keyword: text,
          });
          return { id, weight: 0.3 + random.next() };
        });
        plan.targets.push({ target_id, weight: 0.5 + random.next(), searchTerms });
      }
      m.ads.set(i, plan);
    });
    await insertRows(tx, adCampaigns, [...campaigns.values()]);
    await insertRows(tx, adGroups, [...groups.values()]);
    await insertRows(tx, adProducts, productsRows);
    await insertRows(tx, adTargets, targetRows);
    await insertRows(tx, adSearchTerms, termRows);
    await insertRows(tx, adNegativeKeywords, negativeRows);
  }
}
