import type { MarketplaceLogo } from '@marketdesk/contracts';

/**
 * Wordmarks of the eleven marketplaces that have a logo (spec 01 section 9), bundled as SVG data so the app
 * never loads images from other sites.
 */
export const LOGO_STYLES: Record<MarketplaceLogo, { bg: string; fg: string; word: string }> = {
  amazon: { bg: '#232F3E', fg: '#FF9900', word: 'amazon' },
  bol: { bg: '#0000A4', fg: '#FFFFFF', word: 'bol.' },
  decathlon: { bg: '#3643BA', fg: '#FFFFFF', word: 'DECATHLON' },
  ebay: { bg: '#FFFFFF', fg: '#E53238', word: 'ebay' },
  flipkart: { bg: '#2874F0', fg: '#FFE500', word: 'Flipkart' },
  noon: { bg: '#FEEE00', fg: '#404553', word: 'noon' },
  otto: { bg: '#F00020', fg: '#FFFFFF', word: 'OTTO' },
  trendyol: { bg: '#F27A1A', fg: '#FFFFFF', word: 'trendyol' },
  falabella: { bg: '#AAD500', fg: '#333333', word: 'falabella.' },
  shopify: { bg: '#95BF47', fg: '#FFFFFF', word: 'shopify' },
  walmart: { bg: '#0071CE', fg: '#FFC220', word: 'Walmart' },
};

/** The logo as an SVG data URL for an <img>. */
export function logoDataUrl(logo: MarketplaceLogo): string {
  const l = LOGO_STYLES[logo];
  const size = l.word.length > 8 ? 13 : 17;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">` +
    `<rect x="0.5" y="0.5" width="119" height="39" rx="6" fill="${l.bg}" stroke="#d0d0d0"/>` +
    `<text x="60" y="26" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" ` +
    `font-size="${size}" fill="${l.fg}">${l.word}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
