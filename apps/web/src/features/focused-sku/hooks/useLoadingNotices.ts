import { FOCUSED_SKU_LIMITS } from '@marketdesk/contracts/focused-sku';
import { useEffect, useState } from 'react';

export type LoadingStage = 'loading' | 'still' | 'failsafe';

/**
 * How long the list has been loading (spec 02 section 4): after 30 seconds 'still' (the notice that loading
 * may take minutes), after 6 minutes 'failsafe'. Starts over whenever loading starts again.
 */
export function useLoadingStage(loading: boolean): LoadingStage {
  const [stage, setStage] = useState<LoadingStage>('loading');
  useEffect(() => {
    setStage('loading');
    if (!loading) return;
    const still = setTimeout(() => setStage('still'), FOCUSED_SKU_LIMITS.loadingNoticeMs);
    const failsafe = setTimeout(() => setStage('failsafe'), FOCUSED_SKU_LIMITS.loadingFailsafeMs);
    return () => {
      clearTimeout(still);
      clearTimeout(failsafe);
    };
  }, [loading]);
  return stage;
}
