/** What a place map takes: shared by the map with its list and the Google map it loads when a key is set. */

/** One place to show: any object with an id, a name and (possibly missing) coordinates. */
export interface PlaceMapPoint {
  id: number;
  name: string;
  lat: number | null;
  lng: number | null;
}

export interface PlaceMapProps {
  places: PlaceMapPoint[];
  /** the highlighted place */
  selectedId?: number | null;
  /** called when a marker (or, without a map, a list entry) is chosen */
  onSelect?: (id: number) => void;
  /** accessible name of the map region (default: "Map") */
  label?: string;
  /** a browser key to use instead of GET /app's (stories, tests); null forces the list */
  apiKey?: string | null;
  /** where to load the Maps JavaScript API from (default: GET /app's google_maps_url, else Google's) */
  scriptUrl?: string;
  /** false: draw only the map — for callers that show the places in a list of their own (default true) */
  showList?: boolean;
  className?: string;
}
