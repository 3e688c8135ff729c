/** How many pages `total` rows make (at least one, so an empty list is on page 1 of 1). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The rows a page shows, for "1–10 of 57": 0–0 when there are none, the last page cut at the total. */
export function pageRange(page: number, size: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const shown = Math.min(page, pageCount(total, size));
  return { from: (shown - 1) * size + 1, to: Math.min(total, shown * size) };
}
