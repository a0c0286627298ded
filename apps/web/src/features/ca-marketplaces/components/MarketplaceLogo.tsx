import type { MarketplaceLogo as LogoKey } from '@marketdesk/contracts';
import { Box } from '@mui/material';

/** Wordmarks drawn inline (no external images): brand colour, text colour and the word. */
const LOGOS: Record<LogoKey, { bg: string; fg: string; word: string }> = {
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

/** The marketplace's logo, or its short code as text when no logo exists (spec 01 section 9). */
export function MarketplaceLogo({
  logo,
  name,
  shortCode,
}: {
  logo: LogoKey | null;
  name: string;
  shortCode: string;
}) {
  if (!logo) {
    return (
      <Box
        data-testid="logo-text"
        aria-label={`${name} logo`}
        role="img"
        sx={{
          width: 120,
          height: 40,
          display: 'grid',
          placeItems: 'center',
          borderRadius: 1,
          bgcolor: 'grey.200',
          fontWeight: 700,
          letterSpacing: 1,
        }}
      >
        {shortCode}
      </Box>
    );
  }
  const l = LOGOS[logo];
  return (
    <svg
      width="120"
      height="40"
      viewBox="0 0 120 40"
      role="img"
      aria-label={`${name} logo`}
      data-testid={`logo-${logo}`}
    >
      <rect x="0.5" y="0.5" width="119" height="39" rx="6" fill={l.bg} stroke="#d0d0d0" />
      <text
        x="60"
        y="26"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontWeight="700"
        fontSize={l.word.length > 8 ? 13 : 17}
        fill={l.fg}
      >
        {l.word}
      </text>
    </svg>
  );
}
