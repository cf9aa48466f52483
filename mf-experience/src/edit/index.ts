// What the publish screen takes from the editor: the guard that loads the signed-in user's own video.
export { OwnExperience } from './components/OwnExperience';
