// The nearest-rank percentile of the bench's figures (its sections and its load client).

/** The value at `fraction` (0.5, 0.95, 0.99…) of `sorted`, ascending; null when empty. */
export function percentileOfSorted(sorted, fraction) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

/** The same of values in any order. */
export function percentile(values, fraction) {
  return percentileOfSorted([...values].sort((a, b) => a - b), fraction);
}
