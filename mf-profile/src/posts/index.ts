// What the post page, a place's posts and the moderation queue take from the posts screens.
export { PostCard } from './components/PostCard';
export { PostWall } from './components/PostWall';
export { LazyPostEditor, prefetchPostEditor } from './components/LazyPostEditor';
export { usePostDeletion } from './hooks/usePostDeletion';
export { usePostReport } from './hooks/usePostReport';
