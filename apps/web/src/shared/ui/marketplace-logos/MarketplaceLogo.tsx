import { marketplaceLogo } from '@marketdesk/contracts';
import { Box } from '@mui/material';
import { useState } from 'react';
import { logoDataUrl } from './logos';

interface Props {
  name: string;
  shortCode: string;
  /** Greyed out: the user cannot access this marketplace. */
  disabled?: boolean;
  /** The text shown when there is no logo or it fails to load: the name unless a screen's spec says otherwise. */
  fallbackText?: string;
  /** Tests only: a source that replaces the bundled logo. */
  src?: string;
}

const SIZE = { width: 120, height: 40 } as const;

/**
 * A marketplace's logo from the one bundled table, or a text (its name, or what the screen asks for) when it
 * has none or the image fails to load (spec 01 sections 2.5 and 9). Greyed out when the user cannot access
 * the marketplace. Every screen that shows a marketplace logo uses this.
 */
export function MarketplaceLogo({ name, shortCode, disabled = false, fallbackText = name, src }: Props) {
  const logo = marketplaceLogo({ name, short_code: shortCode });
  const [failed, setFailed] = useState(false);
  const source = src ?? (logo ? logoDataUrl(logo) : null);
  const muted = disabled ? { filter: 'grayscale(1)', opacity: 0.4 } : {};
  const common = {
    'data-testid': `mp-logo-${shortCode}`,
    'data-disabled': disabled ? 'true' : 'false',
    title: disabled ? `${name} (no access)` : name,
  };

  if (!source || failed) {
    return (
      <Box
        {...common}
        data-fallback="true"
        role="img"
        aria-label={`${name} logo`}
        sx={{
          ...SIZE,
          ...muted,
          display: 'grid',
          placeItems: 'center',
          borderRadius: 1,
          bgcolor: 'grey.200',
          fontSize: 12,
          fontWeight: 700,
          textAlign: 'center',
          lineHeight: 1.1,
          px: 0.5,
          overflow: 'hidden',
        }}
      >
        {fallbackText}
      </Box>
    );
  }
  return (
    <Box
      component="img"
      {...common}
      src={source}
      alt={`${name} logo`}
      onError={() => setFailed(true)}
      sx={{ ...SIZE, ...muted, display: 'block' }}
    />
  );
}
