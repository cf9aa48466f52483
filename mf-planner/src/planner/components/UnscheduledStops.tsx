import { useTranslation } from 'page-singleton';
import { cx, type PlanWithPlaces } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import { dragStopProps, dropZoneProps } from './daysDragAndDrop';
import { PlanStopMain } from './PlanParts';
import { DaySelect, type StopContext } from './TripStop';

type PlanPlace = PlanWithPlaces['plan_places'][number];

/** The places in no day, each with its day to choose; a stop dropped here leaves its day. */
export function UnscheduledStops({ ctx, stops }: { ctx: StopContext; stops: PlanPlace[] }) {
  const { t } = useTranslation(NS);
  const zone = dropZoneProps(ctx, null);
  return (
    <section {...zone} className={cx(zone.className, 'mfp-day--unscheduled')} aria-labelledby="mfp-day-none">
      <h2 id="mfp-day-none">{t('itinerary.unscheduled')}</h2>
      <ul className="mfp-stops">
        {stops.map((pp, i) => (
          <li key={pp.id} data-stop-id={pp.id} {...dragStopProps(ctx, pp.id)}>
            <PlanStopMain
              stop={pp}
              index={i}
              count={stops.length}
              busy={ctx.busy}
              onRemove={() => ctx.onRemove(pp.id)}
            />
            <div className="mfp-stop__fields mfp-row">
              <DaySelect stop={pp} current={null} it={ctx.it} run={ctx.run} />
            </div>
            {ctx.stopExtras?.(pp)}
          </li>
        ))}
      </ul>
    </section>
  );
}
