import { type AnalyzeSkusAnswer, FOCUSED_SKU_LIMITS } from '@marketdesk/contracts/focused-sku';
import { focusedSkuOps } from '@marketdesk/contracts/operations/focused-sku';
import { call } from '../../../shared/api/call';

/** What to analyse: every SKU of the marketplace (Refresh Data) or the given ASINs (Analyze on the selection). */
export type AnalyzeTarget = { all: true } | { asins: string[] };

/**
 * GET /focused-sku/analyze-skus: analyses now and stores the results. Full runs use all=true with the full
 * fetch limit (1000). The call is abandoned after 60 seconds (spec 02 section 9), which reads as its failure.
 */
export async function analyzeSkus(mpId: number, target: AnalyzeTarget): Promise<AnalyzeSkusAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FOCUSED_SKU_LIMITS.analysisTimeoutMs);
  try {
    const query =
      'all' in target
        ? { mp_id: mpId, all: true, limit: FOCUSED_SKU_LIMITS.fullFetchLimit, asins: [] }
        : { mp_id: mpId, all: false, limit: FOCUSED_SKU_LIMITS.fullFetchLimit, asins: target.asins };
    return await call(focusedSkuOps.analyze, { query, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}
