/** What a place map takes: shared by the map with its list and the Google map it loads when a key is set. */

/** One place to show: any object with an id, a name and (possibly missing) coordinates. */
export interface PlaceMapPoint {
  id: number;
  name: string;
  lat: number | null;
  lng: number | null;
  /** the number on its pin (a stop's place in its day); without it the pin is a dot */
  number?: number;
  /** its pin's colour (its day's); without it the site's accent */
  colour?: string;
  /** its pin's accessible name (default: the place's name, or "Show {name}" when pins can be chosen) */
  pinName?: string;
}

/** A line on the map (a day's legs): [lat, lng] points in order, in a colour. */
export interface PlaceMapLine {
  key: string;
  colour: string;
  points: [number, number][];
  /** drawn along the roads (the routing service's route) rather than straight from stop to stop */
  alongRoads?: boolean;
  /** a leg no road or transit makes (across a sea, too far): drawn dashed, as no route */
  noRoute?: boolean;
}

/** The tiles an open map draws: a {z}/{x}/{y} URL (null: none, a plain ground) and the credit their licence asks. */
export interface MapTiles {
  url: string | null;
  attribution?: string;
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
  /** lines between the places (the open map draws them; Google's map shows the places only) */
  lines?: PlaceMapLine[];
  /** the places the map fits in view (their ids; default: every place) */
  fitIds?: number[];
  /** the open map's tiles instead of GET /app's (stories, tests) */
  tiles?: MapTiles;
  /** false: draw only the map — for callers that show the places in a list of their own (default true) */
  showList?: boolean;
  className?: string;
}
