/**
 * Nelder-Mead minimisation (deterministic; standard coefficients). Parameters are unconstrained: models map
 * them into their bounds (see `bounded`).
 */
export function nelderMead(
  f: (x: number[]) => number,
  start: number[],
  opts: { maxEvals?: number; step?: number; tol?: number } = {},
): { x: number[]; value: number } {
  const maxEvals = opts.maxEvals ?? 200;
  const step = opts.step ?? 0.5;
  const tol = opts.tol ?? 1e-7;
  const dim = start.length;
  const evaluate = (x: number[]) => {
    const v = f(x);
    return Number.isFinite(v) ? v : Number.MAX_VALUE;
  };
  let simplex: { x: number[]; v: number }[] = [{ x: start.slice(), v: evaluate(start) }];
  for (let i = 0; i < dim; i++) {
    const x = start.slice();
    x[i] = x[i]! + step;
    simplex.push({ x, v: evaluate(x) });
  }
  let evals = dim + 1;
  const combine = (a: number[], b: number[], t: number) => a.map((ai, i) => ai + t * (b[i]! - ai));
  while (evals < maxEvals) {
    simplex.sort((a, b) => a.v - b.v);
    const best = simplex[0]!;
    const worst = simplex[dim]!;
    if (Math.abs(worst.v - best.v) <= tol * (Math.abs(best.v) + tol)) break;
    const centroid = new Array<number>(dim).fill(0);
    for (let i = 0; i < dim; i++) for (let j = 0; j < dim; j++) centroid[j]! += simplex[i]!.x[j]! / dim;
    const reflected = combine(centroid, worst.x, -1);
    const vr = evaluate(reflected);
    evals++;
    if (vr < best.v) {
      const expanded = combine(centroid, worst.x, -2);
      const ve = evaluate(expanded);
      evals++;
      simplex[dim] = ve < vr ? { x: expanded, v: ve } : { x: reflected, v: vr };
    } else if (vr < simplex[dim - 1]!.v) {
      simplex[dim] = { x: reflected, v: vr };
    } else {
      const outside = vr < worst.v;
      const contracted = combine(centroid, outside ? reflected : worst.x, 0.5);
      const vc = evaluate(contracted);
      evals++;
      if (vc < (outside ? vr : worst.v)) {
        simplex[dim] = { x: contracted, v: vc };
      } else {
        simplex = simplex.map((p, i) => {
          if (i === 0) return p;
          const x = combine(best.x, p.x, 0.5);
          evals++;
          return { x, v: evaluate(x) };
        });
      }
    }
  }
  simplex.sort((a, b) => a.v - b.v);
  return { x: simplex[0]!.x, value: simplex[0]!.v };
}

/** Maps an unconstrained number into [lo, hi] (logistic), and back. */
export const bounded = {
  to(x: number, lo: number, hi: number): number {
    return lo + (hi - lo) / (1 + Math.exp(-x));
  },
  from(v: number, lo: number, hi: number): number {
    const p = Math.min(1 - 1e-6, Math.max(1e-6, (v - lo) / (hi - lo)));
    return Math.log(p / (1 - p));
  },
};
