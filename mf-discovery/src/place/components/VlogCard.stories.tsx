import { MemoryRouter } from 'react-router-dom';
import '../../i18n';
import { samplePlace, sampleVlogs } from '../fixtures/placeData';
import { VlogCard } from './VlogCard';

/** A vlog of a place with the moment it shows it. */
const meta = {
  title: 'mf-discovery/Place/VlogCard',
  component: VlogCard,
  decorators: [
    (Story: () => JSX.Element) => (
      <MemoryRouter>
        <div style={{ maxWidth: 320 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: { placeId: samplePlace.id },
};
export default meta;

export const ShowsThePlace = { args: { vlog: sampleVlogs[0] } };
export const ShowsAPlaceInside = { args: { vlog: sampleVlogs[2] } };
