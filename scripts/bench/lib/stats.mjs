/** The figures the benches print from a set of samples. */

/** The value at fraction `p` (0–1) of already sorted samples; `empty` when there are none. */
export const quantile = (sorted, p, empty = NaN) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : empty;

/** The middle value (the upper one of an even count), NaN for none; `values` is left as it is. */
export const median = (values) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
