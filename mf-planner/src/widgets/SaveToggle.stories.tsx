import '../i18n';
import { SaveToggle } from './SaveToggle';

/** The save-to-inspiration toggle, in its two modes: `icon` and `Button`. */
const meta = { title: 'mf-planner/SaveToInspiration', component: SaveToggle, args: { onToggle: () => undefined } };
export default meta;

export const Icon = { args: { saved: false, mode: 'icon', placeName: 'Taipei 101' } };
export const IconSaved = { args: { saved: true, mode: 'icon', placeName: 'Taipei 101' } };
export const ButtonMode = { args: { saved: false, mode: 'Button' } };
export const ButtonSaved = { args: { saved: true, mode: 'Button' } };
export const Busy = { args: { saved: false, mode: 'Button', busy: true } };
