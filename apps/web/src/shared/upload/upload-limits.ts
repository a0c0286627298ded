/**
 * The upload pipeline's limits, stated on screen before a file is chosen (DESIGN 9 "Uploads").
 * Mirrors UPLOAD_LIMITS of packages/contracts/src/uploads.ts until that file is committed.
 */
export const UPLOAD_LIMITS = {
  maxFileBytes: 25 * 1024 * 1024,
  maxRows: 100_000,
} as const;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const limitsText = (limits = UPLOAD_LIMITS): string =>
  `Up to ${mb(limits.maxFileBytes)} and ${limits.maxRows.toLocaleString('en-US')} rows per file.`;

export const tooLargeText = (limits = UPLOAD_LIMITS): string =>
  `This file is larger than ${mb(limits.maxFileBytes)}. Split it into smaller files and upload them one by one.`;

/** The extension of a file name, lowercase with its dot ('' when none). */
export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};
