import { useTranslation } from 'page-singleton';
import { NS } from '../../i18n';
import '../../screenStrings';

/** The viewer's own zone, as the platform knows it. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The zones offered: every IANA zone the platform lists (Intl.supportedValuesOf, where it exists), plus the plan's
 * and the viewer's own when the list lacks them (an older platform, or a name the list spells another way), sorted.
 */
export function timeZoneChoices(viewer: string, current: string | null): string[] {
  const listed: string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  const all = new Set(listed);
  all.add(viewer);
  if (current) all.add(current);
  return [...all].sort((a, b) => a.localeCompare(b, 'en'));
}

/**
 * The plan's time zone, a native select (keyboard and screen readers as the platform gives them): first "My time
 * zone (…)", which leaves the plan without a zone so each viewer reads its times on their own clock, then every
 * IANA zone, one of which pins the plan's times to that clock for everyone.
 */
export function TimeZoneSelect({
  value,
  viewer = viewerTimeZone(),
  onChange,
}: {
  /** the plan's zone, null: none (the viewer's) */
  value: string | null;
  viewer?: string;
  onChange: (zone: string | null) => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <label className="mfp-field">
      {t('itinerary.timeZone')}
      <select
        className="mfp-select"
        value={value ?? ''}
        aria-describedby="mfp-time-zone-hint"
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">{t('itinerary.viewerZone', { zone: viewer })}</option>
        {timeZoneChoices(viewer, value).map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </select>
    </label>
  );
}
