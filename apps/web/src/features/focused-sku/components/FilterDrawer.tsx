import {
  FOCUSED_ISSUE_TITLE,
  FOCUSED_ISSUE_TYPES,
  FOCUSED_RISK_LEVELS,
  type FocusedIssueType,
  type FocusedRiskLevel,
  type FocusedSkuFilters,
  FOCUSED_FILTER_RANGES as R,
  FOCUSED_SKU_TEXT as T,
} from '@marketdesk/contracts/focused-sku';
import {
  Box,
  Button,
  Checkbox,
  Drawer,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Slider,
  Stack,
  Typography,
} from '@mui/material';
import { ANALYZER_LABEL as L } from '../labels';

type Range = { min: number; max: number };
type RangeKey = 'profitMargin' | 'stockCoverage' | 'rating';
type ListKey = 'riskLevel' | 'categories' | 'issues';

function RangeField({
  label,
  value,
  bounds,
  step = 1,
  onChange,
}: {
  label: string;
  value: Range;
  bounds: Range;
  step?: number;
  onChange(v: Range): void;
}) {
  return (
    <Box>
      <Typography variant="subtitle2" gutterBottom>
        {label}: {value.min} – {value.max}
      </Typography>
      <Slider
        value={[value.min, value.max]}
        min={bounds.min}
        max={bounds.max}
        step={step}
        valueLabelDisplay="auto"
        getAriaLabel={(i) => `${label} ${i === 0 ? L.min : L.max}`}
        onChange={(_e, v) => {
          const [min, max] = v as number[];
          onChange({ min: min!, max: max! });
        }}
      />
    </Box>
  );
}

function Choices<V extends string>({
  label,
  options,
  value,
  text,
  onChange,
}: {
  label: string;
  options: readonly V[];
  value: readonly string[];
  text(v: V): string;
  onChange(v: V[]): void;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup>
        {options.map((o) => (
          <FormControlLabel
            key={o}
            label={text(o)}
            control={
              <Checkbox
                size="small"
                checked={value.includes(o)}
                onChange={(e) =>
                  onChange(e.target.checked ? [...(value as V[]), o] : (value as V[]).filter((x) => x !== o))
                }
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}

interface Props {
  open: boolean;
  onClose(): void;
  value: FocusedSkuFilters;
  /** The category choices: the client's catalogue's on the marketplace (the server's). */
  categories: readonly string[];
  onChange(f: FocusedSkuFilters): void;
  onReset(): void;
}

/**
 * The Filters side drawer (spec 02 section 5): profit margin 0-100, stock coverage 0-365 days, rating 0-5 in
 * steps of 0.1, risk levels, the catalogue's categories and issue types. Filters apply as they change (the
 * server filters the whole marketplace); Reset restores the defaults.
 */
export function FilterDrawer({ open, onClose, value, categories, onChange, onReset }: Props) {
  const range = (k: RangeKey) => (v: Range) => onChange({ ...value, [k]: v });
  const list = (k: ListKey) => (v: string[]) => onChange({ ...value, [k]: v });
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Stack spacing={2.5} sx={{ width: 320, p: 2.5 }} role="region" aria-label={T.filters}>
        <Typography variant="h6" component="h2">
          {T.filters}
        </Typography>
        <RangeField
          label={L.profitMargin}
          value={value.profitMargin}
          bounds={R.profitMargin}
          onChange={range('profitMargin')}
        />
        <RangeField
          label={L.stockCoverageDays}
          value={value.stockCoverage}
          bounds={R.stockCoverage}
          onChange={range('stockCoverage')}
        />
        <RangeField
          label={L.ratingRange}
          value={value.rating}
          bounds={R.rating}
          step={R.rating.step}
          onChange={range('rating')}
        />
        <Choices
          label={L.riskLevel}
          options={FOCUSED_RISK_LEVELS}
          value={value.riskLevel}
          text={(v) => L.riskLevels[v as FocusedRiskLevel]}
          onChange={list('riskLevel')}
        />
        <Choices
          label={L.categories}
          options={categories}
          value={value.categories}
          text={(v) => v}
          onChange={list('categories')}
        />
        <Choices
          label={L.issueTypes}
          options={FOCUSED_ISSUE_TYPES}
          value={value.issues}
          text={(v) => FOCUSED_ISSUE_TITLE[v as FocusedIssueType]}
          onChange={list('issues')}
        />
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={onReset}>
            {T.resetFilters}
          </Button>
          <Button onClick={onClose}>{L.close}</Button>
        </Stack>
      </Stack>
    </Drawer>
  );
}
