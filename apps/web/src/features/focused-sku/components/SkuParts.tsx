import {
  type FocusedSkuAnalysis,
  FOCUSED_SKU_TEXT as T,
  velocityArrow,
} from '@marketdesk/contracts/focused-sku';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ImageNotSupported from '@mui/icons-material/ImageNotSupported';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { Box, Checkbox, IconButton, Tooltip, Typography } from '@mui/material';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { ANALYZER_LABEL as L } from '../labels';
import { money, toneColor } from './format';
import { cardCurrency, type Figure } from './sku-figures';

/** What a card or row lets the user do with its SKU. */
export interface SkuActions {
  selected: boolean;
  onSelect(r: FocusedSkuAnalysis): void;
  onToggleFocus(r: FocusedSkuAnalysis): void;
  onOpen(r: FocusedSkuAnalysis): void;
}

export function SelectBox({
  r,
  selected,
  onSelect,
}: { r: FocusedSkuAnalysis } & Pick<SkuActions, 'selected' | 'onSelect'>) {
  return (
    <Checkbox
      size="small"
      checked={selected}
      onChange={() => onSelect(r)}
      slotProps={{ input: { 'aria-label': L.selectSku(r.asin) } }}
    />
  );
}

/** The focus toggle: a filled star while the SKU is focused. */
export function FocusToggle({
  focused,
  onToggle,
  disabled,
}: {
  focused: boolean;
  onToggle(): void;
  disabled?: boolean;
}) {
  const label = focused ? T.removeFromFocus : T.addToFocus;
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={focused}
          onClick={onToggle}
          disabled={disabled}
        >
          {focused ? <Star color="warning" /> : <StarBorder />}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The product image, or a placeholder when the record has none. */
export function SkuImage({ r, size }: { r: FocusedSkuAnalysis; size: number }) {
  if (r.main_image_url)
    return (
      <Box
        component="img"
        src={r.main_image_url}
        alt={r.title ?? r.asin}
        sx={{ width: size, height: size, objectFit: 'contain', flexShrink: 0 }}
      />
    );
  return (
    <Box
      role="img"
      aria-label={L.noImage}
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'action.hover',
        color: 'text.disabled',
      }}
    >
      <ImageNotSupported />
    </Box>
  );
}

/** 30d Sales with the velocity arrow, only for a real change (none without sales or at 0). */
export function SalesLine({ r }: { r: FocusedSkuAnalysis }) {
  const arrow = velocityArrow(r.sales.velocity_percentage);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
      <Typography variant="caption" color="text.secondary">
        {T.sales30d}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid="sales-30d">
        <Typography variant="body2">{money(r.sales.revenue_30d, cardCurrency(r))}</Typography>
        {arrow === 'up' && <ArrowUpward fontSize="small" color="success" titleAccess={L.salesRising} />}
        {arrow === 'down' && <ArrowDownward fontSize="small" color="error" titleAccess={L.salesFalling} />}
      </Box>
    </Box>
  );
}

/** One labelled figure in its rule's colour. */
export function FigureLine({ f }: { f: Figure }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="caption" color="text.secondary">
        {f.label}
      </Typography>
      <Typography
        variant="body2"
        sx={{ color: toneColor(f.tone), fontWeight: 500 }}
        data-testid={`figure-${f.key}`}
        data-tone={f.tone}
      >
        {f.value}
      </Typography>
    </Box>
  );
}

/** The daily units of the 30 days as a mini chart; 'No trend data' without a series. */
export function TrendSpark({ r, width }: { r: FocusedSkuAnalysis; width?: number }) {
  const data = r.sales.daily_sales.map((p) => p.value);
  if (data.length < 2)
    return (
      <Typography variant="caption" color="text.disabled">
        {T.noTrendData}
      </Typography>
    );
  return (
    <Box role="img" aria-label={L.salesTrend} sx={{ height: 36, width: width ?? '100%' }}>
      <SparkLineChart data={data} height={36} curve="linear" />
    </Box>
  );
}
