import { PlaceMap } from './PlaceMap';

/** The map of places; without a browser key (as in these stories) the open map beside the accessible list. */
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

/**
 * The open map over OpenStreetMap's own tiles (the site's default MAP_TILE_URL; the story fetches them), with their
 * credit, beside the list.
 */
const osm = { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' };
export const OpenStreetMapTiles = {
  args: { tiles: osm, selectedId: 1, onSelect: () => {} },
  globals: { locale: 'en' },
};
export const OpenStreetMapTilesChinese = {
  args: { tiles: osm, selectedId: 1, onSelect: () => {} },
  globals: { locale: 'zh-Hant-TW' },
};
/** No tiles configured (MAP_TILE_URL=none): the pins on a plain ground, and the list. */
export const NoTiles = { args: { tiles: { url: null } }, globals: { locale: 'en' } };
export const NoTilesChinese = { args: { tiles: { url: null } }, globals: { locale: 'zh-Hant-TW' } };
