// What the user's video list takes from the publish screen: the visibilities a video can have.
export { VISIBILITIES, type Visibility } from './components/PublishView';
