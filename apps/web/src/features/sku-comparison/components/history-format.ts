/** History table amounts: a dollar sign and 2 decimals (spec 02 section 9). */
export const money = (v: number): string =>
  `$${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
