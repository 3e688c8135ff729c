import { useEffect } from 'react';

/** After rows leave the list (confirmed, cancelled, filtered), a page past the end moves back to the last one. */
export function usePageInRange(page: number, size: number, total: number | undefined, setPage: (page: number) => void) {
  useEffect(() => {
    if (total === undefined) return;
    const last = Math.max(1, Math.ceil(total / size));
    if (page > last) setPage(last);
  }, [page, size, total, setPage]);
}
