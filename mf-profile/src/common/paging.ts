/** Whether a "show more" control is useful after `loadedPage` of `maxPage`. */
export function hasMorePages(loadedPage: number, maxPage: number | null): boolean {
  return maxPage !== null && loadedPage < maxPage;
}
