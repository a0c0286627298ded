import { GRANULARITIES, type Granularity, METRIC_LABELS, METRICS, type Metric } from '@marketdesk/contracts';
import { MenuItem, Stack, TextField } from '@mui/material';
import { CHART_TYPES, type ChartType } from '../hooks/transforms';

export interface TrendControls {
  granularity: Granularity;
  metric: Metric;
  type: ChartType;
  windowInput: string;
}

interface Props {
  value: TrendControls;
  windowError: string | null;
  onChange: (patch: Partial<TrendControls>) => void;
}

function Pick<T extends string>(props: {
  label: string;
  value: T;
  options: readonly T[];
  text?: (v: T) => string;
  onChange: (v: T) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as T)}
      sx={{ minWidth: 130 }}
    >
      {props.options.map((o) => (
        <MenuItem key={o} value={o}>
          {props.text ? props.text(o) : o}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Granularity, metric, type and the rolling window of the trend chart (spec 01 sections 2.5 and 5). */
export function ChartControls({ value, windowError, onChange }: Props) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Pick
        label="Granularity"
        value={value.granularity}
        options={GRANULARITIES}
        onChange={(granularity) => onChange({ granularity })}
      />
      <Pick
        label="Metric"
        value={value.metric}
        options={METRICS}
        text={(m) => METRIC_LABELS[m]}
        onChange={(metric) => onChange({ metric })}
      />
      <Pick label="Type" value={value.type} options={CHART_TYPES} onChange={(type) => onChange({ type })} />
      {value.type === 'Rolling Avg' && (
        <TextField
          size="small"
          label="Rolling Window"
          value={value.windowInput}
          error={windowError !== null}
          helperText={windowError ?? ' '}
          onChange={(e) => onChange({ windowInput: e.target.value })}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'rolling-window' } }}
          sx={{ width: 130 }}
        />
      )}
    </Stack>
  );
}
