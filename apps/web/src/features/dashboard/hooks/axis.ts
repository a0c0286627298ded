/** Spec 01 section 9: every tick label for 10 points or fewer, every 2nd up to 30, otherwise every 5th. */
export function labelStep(points: number): number {
  if (points <= 10) return 1;
  if (points <= 30) return 2;
  return 5;
}

/** For the x axis' tickLabelInterval: whether the label at this index is drawn. */
export const showTickLabel =
  (points: number) =>
  (_value: unknown, index: number): boolean =>
    index % labelStep(points) === 0;
