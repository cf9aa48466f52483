import { useTranslation } from 'page-singleton';
import type { Itinerary } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import type { DayFigures } from '../state/dayFigures';
import { dayLabel } from '../state/tripDaysState';

/** "Show": one day, or the whole trip. */
export function ShownDaySelect({
  days,
  it,
  shownDay,
  onShowDay,
}: {
  days: DayFigures[];
  it: Itinerary;
  shownDay: number | null;
  onShowDay: (day: number | null) => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <label className="mfp-field">
      {t('itinerary.show')}
      <select
        className="mfp-select"
        value={shownDay === null ? '' : String(shownDay)}
        onChange={(e) => onShowDay(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">{t('itinerary.wholeTrip')}</option>
        {days.map((f) => (
          <option key={f.day.index} value={String(f.day.index)}>
            {dayLabel(it, f.day.index, t)}
          </option>
        ))}
      </select>
    </label>
  );
}
