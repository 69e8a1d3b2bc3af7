/**
 * The one percentile of the benches and the load tests: nearest rank, `p` from 0 to 100 (p50, p95, p99), NaN when
 * there are no values.
 */

/**
 * @param {ArrayLike<number>} sorted values in ascending order
 * @param {number} p
 */
export function percentileOfSorted(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * @param {Iterable<number>} values in any order (copied, then sorted)
 * @param {number} p
 */
export function percentile(values, p) {
  return percentileOfSorted(
    [...values].sort((a, b) => a - b),
    p,
  );
}
