// What the studio screens take from the video page: its player (the editor's preview), its video cards and the
// order it lists a video's places in.
export { VideoPlayer } from './components/VideoPlayer';
export { ExperienceCards } from './components/ExperienceCards';
export { placesInTimeOrder } from './state/timeline';
