import {
  type FocusedSkuAnalysis,
  riskBorderTone,
  FOCUSED_SKU_TEXT as T,
} from '@marketdesk/contracts/focused-sku';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  FigureLine,
  FocusToggle,
  SalesLine,
  SelectBox,
  type SkuActions,
  SkuImage,
  TrendSpark,
} from './SkuParts';
import { cardFigures, listFigures } from './sku-figures';

/** Left border by risk level: high (and critical) red, medium orange, otherwise green. */
const riskBorder = (r: FocusedSkuAnalysis) => {
  const tone = riskBorderTone(r.risk_level);
  return { borderLeft: 4, borderLeftColor: `${tone}.main` };
};

function Heading({ r }: { r: FocusedSkuAnalysis }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {r.asin}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap title={r.title ?? undefined}>
        {r.title ?? '—'}
      </Typography>
    </Box>
  );
}

function Footer({
  r,
  onOpen,
  stacked,
}: {
  r: FocusedSkuAnalysis;
  onOpen: SkuActions['onOpen'];
  /** The list row's narrow column: the issue count above the button. */
  stacked?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: stacked ? 'column' : 'row',
        justifyContent: 'space-between',
        alignItems: stacked ? 'flex-end' : 'center',
        gap: 1,
      }}
    >
      <Typography variant="caption" color={r.issues.length ? 'error.main' : 'text.secondary'}>
        {T.issueCount(r.issues.length)}
      </Typography>
      <Button size="small" onClick={() => onOpen(r)}>
        {T.viewDetails}
      </Button>
    </Box>
  );
}

type Props = SkuActions & { r: FocusedSkuAnalysis };

/** A SKU's frame, named by its ASIN, its left border in the colour of its risk. */
function Frame({ r, fill, children }: { r: FocusedSkuAnalysis; fill?: boolean; children: ReactNode }) {
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={r.asin}
      data-testid={`sku-${r.asin}`}
      data-risk-tone={riskBorderTone(r.risk_level)}
      sx={{ ...riskBorder(r), ...(fill ? { height: '100%' } : {}) }}
    >
      {children}
    </Card>
  );
}

/** Grid view: one card per SKU (spec 02 section 2 "SKU card"). */
export function SkuCard({ r, selected, onSelect, onToggleFocus, onOpen }: Props) {
  return (
    <Frame r={r} fill>
      <CardContent>
        <Stack spacing={1}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <SelectBox r={r} selected={selected} onSelect={onSelect} />
            <Heading r={r} />
            <Box sx={{ ml: 'auto' }}>
              <FocusToggle focused={r.isFocused} onToggle={() => onToggleFocus(r)} />
            </Box>
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <SkuImage r={r} size={96} />
          </Box>
          {cardFigures(r).map((f) => (
            <FigureLine key={f.key} f={f} />
          ))}
          <SalesLine r={r} />
          <TrendSpark r={r} />
          <Footer r={r} onOpen={onOpen} />
        </Stack>
      </CardContent>
    </Frame>
  );
}

/** List view: one row per SKU with the card's fields plus margin percent, stock level, rating and reviews. */
export function SkuRow({ r, selected, onSelect, onToggleFocus, onOpen }: Props) {
  return (
    <Frame r={r}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 1, flexWrap: 'wrap' }}>
        <SelectBox r={r} selected={selected} onSelect={onSelect} />
        <FocusToggle focused={r.isFocused} onToggle={() => onToggleFocus(r)} />
        <SkuImage r={r} size={56} />
        <Box sx={{ width: 220 }}>
          <Heading r={r} />
        </Box>
        <Stack spacing={0.25} sx={{ minWidth: 220 }}>
          {cardFigures(r).map((f) => (
            <FigureLine key={f.key} f={f} />
          ))}
        </Stack>
        <Stack spacing={0.25} sx={{ minWidth: 200 }}>
          <SalesLine r={r} />
          {listFigures(r).map((f) => (
            <FigureLine key={f.key} f={f} />
          ))}
        </Stack>
        <Box sx={{ width: 140 }}>
          <TrendSpark r={r} width={140} />
        </Box>
        <Box sx={{ ml: 'auto' }}>
          <Footer r={r} onOpen={onOpen} stacked />
        </Box>
      </Box>
    </Frame>
  );
}
