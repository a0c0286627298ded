import { vi } from 'vitest';

/**
 * Catches what a screen saves through shared/files/save-blob (an object URL on a clicked link): each file's
 * name and content, in order.
 */
export function catchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  let last: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    last = b as Blob;
    return 'blob:x';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: last! });
  });
  return saved;
}

/** A saved file's text. */
export const textOf = (blob: Blob) =>
  new Promise<string>((done) => {
    const reader = new FileReader();
    reader.onload = () => done(String(reader.result));
    reader.readAsText(blob);
  });
