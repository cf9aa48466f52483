import { MemoryRouter } from 'react-router-dom';
import '../../i18n';
import { samplePlaces } from '../fixtures/homeData';
import { PlaceCard } from './PlaceCard';

/** The place card modes: `normal` and `infoWindow`. */
const meta = {
  title: 'mf-discovery/PlaceCard',
  component: PlaceCard,
  decorators: [
    (Story: () => JSX.Element) => (
      <MemoryRouter>
        <div style={{ maxWidth: 280 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: { place: { ...samplePlaces[0], experience_count: 12 } },
};
export default meta;

export const Normal = { args: { mode: 'normal' } };
export const InfoWindow = { args: { mode: 'infoWindow' } };
