// The inspiration list's public entry: its page (for the drawer) and the hooks the widgets and the planner read it by.
export { InspirationPage } from './InspirationPage';
export { useInspiration } from './hooks/useInspiration';
export { useInspirationPlaces } from './hooks/useInspirationPlaces';
