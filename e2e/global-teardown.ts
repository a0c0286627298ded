import { rmSync } from 'node:fs';

/** Removes the fresh data directories the two servers used. */
export default function globalTeardown(): void {
  const root = process.env.E2E_DATA_ROOT;
  if (root?.includes('marketdesk-e2e-')) rmSync(root, { recursive: true, force: true });
}
