// What the home page, the filter drawer and the popup search take from search.
export { FilterPanel } from './components/FilterPanel';
export { SearchForm } from './components/SearchForm';
export { useSearchNavigation } from './hooks/useSearchNavigation';
export { dispatchAtom, filterStateAtom, savedSearchAtom } from './state/searchStore';
export { searchFor } from './state/searchUrl';
