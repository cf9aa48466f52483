// The widgets' public entry: the save toggle the inspiration list shows on each place.
export { SaveToggle } from './SaveToggle';
