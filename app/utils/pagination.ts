// Isomorphic: the numbered links of a pager.

/** Numbered page links a pager shows at once (spec: window of 5). */
export const PAGE_WINDOW = 5;

/**
 * The page numbers around `current`, at most `size`, kept inside 1…`total` and as centred as the
 * ends allow: (1, 10) → 1…5, (6, 10) → 4…8, (10, 10) → 6…10. Empty when there are no pages.
 */
export function pageWindow(current: number, total: number, size: number = PAGE_WINDOW): number[] {
  if (total < 1 || size < 1) return [];
  const page = Math.min(Math.max(Math.trunc(current) || 1, 1), total);
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), total - size + 1));
  const end = Math.min(total, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}
