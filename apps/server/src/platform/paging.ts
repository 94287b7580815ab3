/** The paging part of every paged answer (domain `pageFields`), from the page asked for and the total found. */
export function pageAnswer<T>(records: T[], total: number, page: { current: number; size: number }) {
  return {
    records,
    total,
    current: page.current,
    size: page.size,
    pages: Math.ceil(total / page.size),
    hasMore: page.current * page.size < total,
  };
}
