/** Line colours per marketplace, in the order the lines are drawn; a forecast keeps its marketplace's colour. */
export const SERIES_COLORS = [
  '#1976d2',
  '#e65100',
  '#2e7d32',
  '#8e24aa',
  '#c62828',
  '#00838f',
  '#6d4c41',
  '#ad1457',
  '#558b2f',
  '#283593',
  '#f9a825',
  '#455a64',
];
export const colorAt = (i: number): string => SERIES_COLORS[i % SERIES_COLORS.length]!;
