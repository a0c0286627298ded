/**
 * Amazon's reports have no line id of their own: rows that share a line's key (an order and SKU in the all-orders
 * report, a return's order and license plate) are parts of one line and add up. `sumRows` answers, for each row
 * in file order, the line so far: the earlier rows of its key plus this one. Written last-wins by the targets,
 * the line stored is the sum of all its rows, and the same file twice still writes the same line.
 */
export function sumRows<R>(keyOf: (r: R) => string, add: (sum: R, next: R) => R): (r: R) => R {
  const lines = new Map<string, R>();
  return (r) => {
    const key = keyOf(r);
    const before = lines.get(key);
    const line = before === undefined ? r : add(before, r);
    lines.set(key, line);
    return line;
  };
}

/** a + b in cents (amounts are numeric(14,2)); blank + blank stays blank. */
export function addAmounts(a: number | null | undefined, b: number | null | undefined): number | null {
  if (a == null && b == null) return null;
  return (Math.round((a ?? 0) * 100) + Math.round((b ?? 0) * 100)) / 100;
}
