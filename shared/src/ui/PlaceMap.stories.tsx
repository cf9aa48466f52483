import { PlaceMap } from './PlaceMap';

/** The map of places; without a browser key (as in these stories) it is the accessible list. */
const meta = {
  title: 'shared/PlaceMap',
  component: PlaceMap,
  args: {
    apiKey: null,
    places: [
      { id: 1, name: 'Taipei 101', lat: 25.034, lng: 121.5645 },
      { id: 2, name: 'Shilin Night Market', lat: 25.0881, lng: 121.5241 },
      { id: 3, name: 'A place without coordinates', lat: null, lng: null },
    ],
  },
};
export default meta;

export const ListFallback = {};
export const Selectable = { args: { selectedId: 2, onSelect: () => {} } };
