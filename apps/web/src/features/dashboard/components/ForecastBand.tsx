import { useXScale, useYScale } from '@mui/x-charts/hooks';

export interface Band {
  mpId: string;
  color: string;
  lower: (number | null)[];
  upper: (number | null)[];
}

/**
 * The shaded confidence band (confidence_lower..upper) behind each dashed forecast line, drawn inside the
 * LineChart with its own scales: the upper edge left to right, then the lower edge back.
 */
export function ForecastBands({ points, bands }: { points: string[]; bands: Band[] }) {
  const x = useXScale<'point'>();
  const y = useYScale<'linear'>();
  return (
    <g data-testid="forecast-bands">
      {bands.map((b) => {
        const top: string[] = [];
        const bottom: string[] = [];
        points.forEach((p, i) => {
          const up = b.upper[i];
          const low = b.lower[i];
          const px = x(p);
          if (up === null || up === undefined || low === null || low === undefined || px === undefined)
            return;
          top.push(`${px},${y(up)}`);
          bottom.unshift(`${px},${y(low)}`);
        });
        if (top.length < 2) return null;
        return (
          <path
            key={b.mpId}
            data-testid={`forecast-band-${b.mpId}`}
            d={`M${top.join('L')}L${bottom.join('L')}Z`}
            fill={b.color}
            fillOpacity={0.15}
            stroke="none"
            pointerEvents="none"
          />
        );
      })}
    </g>
  );
}
