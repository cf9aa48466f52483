import { formatStrings } from './format.strings';
import { groupThousands } from './number';

/** Earth radius used for every distance on the site (great-circle, in km). */
export const EARTH_RADIUS_KM = 6371;

export interface LatLng {
  lat: number;
  lng: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in kilometres between two points. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A distance label: under 1 km in metres ("350 m" / "350 公尺"), under 10 km with one decimal
 * ("2.5 km" / "2.5 公里"), otherwise whole kilometres with separators ("1,234 km"). Invalid → ''.
 */
export function formatDistance(km: number, language?: string): string {
  if (!Number.isFinite(km) || km < 0) return '';
  if (km < 1) {
    const m = Math.round(km * 1000);
    if (m < 1000) return formatStrings.text(language ?? '', 'distance.metres', { distance: m });
  }
  const value = km < 10 ? String(Math.round(km * 10) / 10) : groupThousands(Math.round(km));
  return formatStrings.text(language ?? '', 'distance.kilometres', { distance: value });
}
