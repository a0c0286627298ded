import { UPLOAD_LIMITS, UPLOAD_TEXT } from '@marketdesk/contracts/uploads';
import { formatSize } from '../format/format';

/** The upload pipeline's limits (contracts/uploads.ts), stated on screen before a file is chosen (DESIGN 9). */
export { UPLOAD_LIMITS };

export const limitsText = (limits: { maxFileBytes: number; maxRows: number } = UPLOAD_LIMITS): string =>
  `Up to ${formatSize(limits.maxFileBytes)} and ${limits.maxRows.toLocaleString('en-US')} rows per file.`;

/** The server's own refusal text, shown before sending a file that is too large. */
export const tooLargeText = (maxFileBytes: number = UPLOAD_LIMITS.maxFileBytes): string =>
  UPLOAD_TEXT.tooLarge(maxFileBytes);

export const extensionText = (ext: string, allowed: readonly string[]): string =>
  UPLOAD_TEXT.extension(ext, allowed);

/** The extension of a file name, lowercase with its dot ('' when none). */
export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};
