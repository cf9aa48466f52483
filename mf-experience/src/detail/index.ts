// What the studio screens take from the video page: its player (the editor's preview) and its video cards.
export { VideoPlayer } from './components/VideoPlayer';
export { ExperienceCards } from './components/ExperienceCards';
