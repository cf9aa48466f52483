// Sharing's public entry: the planner's share control and the state of a plan's link.
export { ShareControl } from './components/ShareControl';
export { useShareLink } from './hooks/useShareLink';
