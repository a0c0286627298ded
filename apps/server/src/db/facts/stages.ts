import { channel } from 'node:diagnostics_channel';

/**
 * Where a big write spends its time, for benchmarks (bench/upload.ts) and profiling: every stage of an upload
 * and of the fact writers publishes `{stage, ms}` on this diagnostics channel. Nothing is measured while no
 * one subscribes.
 */
export const STAGE_CHANNEL = 'marketdesk:stage';

export interface StageTiming {
  stage: string;
  ms: number;
}

const stages = channel(STAGE_CHANNEL);

/** Runs `work`, publishing how long it took under `stage` when someone listens. */
export async function timed<T>(stage: string, work: () => Promise<T>): Promise<T> {
  if (!stages.hasSubscribers) return work();
  const t0 = performance.now();
  try {
    return await work();
  } finally {
    stages.publish({ stage, ms: performance.now() - t0 } satisfies StageTiming);
  }
}

/** Publishes a duration measured by the caller (a stage spread over a loop). */
export function reportStage(stage: string, ms: number): void {
  if (stages.hasSubscribers) stages.publish({ stage, ms } satisfies StageTiming);
}

/** Whether anyone listens (callers skip their own clock reads otherwise). */
export const stagesWatched = (): boolean => stages.hasSubscribers;
