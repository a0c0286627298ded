import type { ServerModule } from '../../platform/module';

/** Focused SKUs (issue 19): analysis, focus management, the analysis job and the tickets analyses raise. */
export const focusedSku: ServerModule = {
  name: 'focused-sku',
};
