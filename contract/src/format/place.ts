type Named<K extends string> = string | ({ [P in K]: string } & Record<string, unknown>) | null | undefined;

/** Anything with an area and/or a country: the contract's Place, or plain names. */
export interface PlaceLabelInput {
  area?: Named<'area_name'>;
  country?: Named<'country_name'>;
  area_name?: string | null;
  country_name?: string | null;
}

function nameOf(value: unknown, key: string): string {
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object' && typeof (value as Record<string, unknown>)[key] === 'string') {
    return ((value as Record<string, unknown>)[key] as string).trim();
  }
  return '';
}

/**
 * Place label: "area / country", else whichever exists, else ''. Accepts a Place
 * (`area.area_name`, `country.country_name`), flat `area_name`/`country_name`, or two strings.
 */
export function placeLabel(place: PlaceLabelInput | string | null | undefined, country?: string | null): string {
  let a = '';
  let c = '';
  if (typeof place === 'string' || place == null) {
    a = (place ?? '').trim();
    c = (country ?? '').trim();
  } else {
    a = nameOf(place.area, 'area_name') || nameOf(place.area_name, 'area_name');
    c = nameOf(place.country, 'country_name') || nameOf(place.country_name, 'country_name');
  }
  if (a && c) return `${a} / ${c}`;
  return a || c;
}
