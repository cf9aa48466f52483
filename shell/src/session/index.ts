// What the layout takes from the session: the persisted cache's state for the offline notice.
export { useOfflineState, type OfflineState } from './offlineState';
