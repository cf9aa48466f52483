// What the home page, the filter drawer and the popup search take from search.
export { FilterPanel } from './components/FilterPanel';
export { SearchForm } from './components/SearchForm';
export { useSearchNavigation } from './hooks/useSearchNavigation';
export { useSearchResults } from './hooks/useSearchResults';
export { experienceSearchQuery, sameFilter } from './state/filterFlow';
export { dispatchAtom, filterStateAtom } from './state/searchStore';
export { searchFor } from './state/searchUrl';
