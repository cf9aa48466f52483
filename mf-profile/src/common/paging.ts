/**
 * A list call is skipped when the requested page is above 1 and above the known maximum page.
 * `maxPage` is null until the first page answered.
 */
export function shouldFetchPage(page: number, maxPage: number | null): boolean {
  if (!Number.isInteger(page) || page < 1) return false;
  if (page === 1) return true;
  return maxPage === null || page <= maxPage;
}

/** Whether a "show more" control is useful after `loadedPage` of `maxPage`. */
export function hasMorePages(loadedPage: number, maxPage: number | null): boolean {
  return maxPage !== null && loadedPage < maxPage;
}
