// Splitting a whole rupiah amount into parts that add up to it exactly (largest remainder): a line's
// VAT over the batches it travels in, so the batches' values sum to the order's total to the rupiah.

/** `total` split by `weights` (whole, not negative); the parts sum to `total`. All zero weights: the last part takes it. */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum === 0) return weights.map((_, index) => (index === weights.length - 1 ? total : 0));
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let rest = total - parts.reduce((acc, part) => acc + part, 0);
  // The largest fractions get the leftover rupiah; ties go to the earlier part.
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (rest <= 0) break;
    parts[index] += 1;
    rest -= 1;
  }
  return parts;
}
