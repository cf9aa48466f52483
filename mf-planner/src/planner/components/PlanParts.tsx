import { Link, useTranslation } from 'page-singleton';
import { useMemo, useState, type ReactNode } from 'react';
import {
  Button,
  cx,
  formatDistance,
  PlaceMap,
  placeLabel,
  placeLink,
  type PlanWithPlaces,
  type TravelLeg,
} from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import { NO_LEGS, type DayFigures } from '../state/dayFigures';
import { dayMapDrawing } from '../state/dayMap';

type PlanPlaces = PlanWithPlaces['plan_places'];

/** A stop's number, linked name and area / country label; `children` follow the label (notes, in a shared plan). */
export function PlanStopSummary({
  stop,
  index,
  children,
}: {
  stop: PlanPlaces[number];
  index: number;
  children?: ReactNode;
}) {
  return (
    <>
      <span className="mfp-stop__num" aria-hidden="true">
        {index + 1}
      </span>
      <div className="mfp-stop__text">
        <h3 className="mfp-stop__name">
          <Link to={placeLink(stop.place)}>{stop.place.place_name}</Link>
        </h3>
        <p className="mfp-stop__label">{placeLabel(stop.place)}</p>
        {children}
      </div>
    </>
  );
}

/** "1.2 km to {next}" under a stop; nothing after the last stop or when a distance is unknown. */
export function PlanLeg({
  places,
  legs,
  index,
  language,
}: {
  places: PlanPlaces;
  legs: Array<number | null>;
  index: number;
  language: string;
}) {
  const { t } = useTranslation(NS);
  const km = legs[index];
  if (index >= legs.length || km === null || km === undefined) return null;
  return (
    <p className="mfp-stop__leg">
      {t('planner.leg', { distance: formatDistance(km, language), next: places[index + 1].place.place_name })}
    </p>
  );
}

/**
 * The plan's places on the map, with the accessible list beside it. Given `days` (the days shown), each day's stops
 * are numbered pins in the day's colour and its legs are lines (along the roads where measured); choosing a pin
 * calls `onSelect` (the planner focuses its stop), and `selectedId` (the stop in focus) is highlighted.
 */
export function PlanMap({
  name,
  places,
  apiKey,
  days,
  realLegs = NO_LEGS,
  selectedId: selectedProp,
  onSelect,
}: {
  name: string;
  places: PlanPlaces;
  /** undefined = from GET /app, null = no Google map (the open map) */
  apiKey?: string | null;
  days?: readonly DayFigures[];
  realLegs?: ReadonlyMap<string, TravelLeg>;
  selectedId?: number | null;
  onSelect?: (id: number) => void;
}) {
  const { t } = useTranslation(NS);
  const [ownSelected, setOwnSelected] = useState<number | null>(null);
  const drawing = useMemo(
    () =>
      days
        ? dayMapDrawing(days, realLegs, (number, stop) => t('planner.pin', { number, name: stop }))
        : {
            places: places.map((pp) => ({
              id: pp.id,
              name: pp.place.place_name,
              lat: pp.place.lat,
              lng: pp.place.lng,
            })),
            lines: [],
          },
    [days, realLegs, places, t],
  );
  return (
    <PlaceMap
      className="mfp-map"
      label={t('planner.map', { name })}
      apiKey={apiKey}
      selectedId={selectedProp === undefined ? ownSelected : selectedProp}
      onSelect={onSelect ?? setOwnSelected}
      places={drawing.places}
      lines={drawing.lines}
    />
  );
}

/**
 * Where a save stands, announced politely; a refused save (`error`) shows its text as an error with a button to
 * try again (`retryLabel` names what is saved when several such lines are on screen).
 */
export function SaveStateLine({
  text,
  error,
  retryText,
  retryLabel,
  onRetry,
}: {
  text: string;
  error: boolean;
  retryText: string;
  retryLabel?: string;
  onRetry: () => void;
}) {
  return (
    <div className="mfp-note-state">
      <span role="status" className={cx('mfp-note-state__text', error && 'mfp-note-state__text--error')}>
        {text}
      </span>
      {error && (
        <Button size="sm" variant="secondary" aria-label={retryLabel} onClick={onRetry}>
          {retryText}
        </Button>
      )}
    </div>
  );
}

/**
 * A stop's ↑ / ↓ (its place in the list; `data-move` lets the list give the focus back to the moved stop) and ✕
 * (out of the plan). Without `onMove` only ✕ is shown.
 */
export function StopControls({
  name,
  index,
  count,
  busy,
  onMove,
  onRemove,
}: {
  /** the place's name, for the buttons' accessible names */
  name: string;
  index: number;
  count: number;
  busy: boolean;
  onMove?: (to: number, button: 'up' | 'down') => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <div className="mfp-stop__actions">
      {onMove && (
        <>
          <Button
            size="sm"
            variant="ghost"
            data-move="up"
            disabled={index === 0}
            aria-label={t('planner.moveUp', { name })}
            onClick={() => onMove(index - 1, 'up')}
          >
            ↑
          </Button>
          <Button
            size="sm"
            variant="ghost"
            data-move="down"
            disabled={index === count - 1}
            aria-label={t('planner.moveDown', { name })}
            onClick={() => onMove(index + 1, 'down')}
          >
            ↓
          </Button>
        </>
      )}
      <Button size="sm" variant="ghost" disabled={busy} aria-label={t('planner.remove', { name })} onClick={onRemove}>
        ✕
      </Button>
    </div>
  );
}

/** A stop's place (its number, name and kind) beside its ↑ / ↓ / ✕ (see StopControls). */
export function PlanStopMain({
  stop,
  index,
  count,
  busy,
  onMove,
  onRemove,
}: {
  stop: PlanWithPlaces['plan_places'][number];
  index: number;
  count: number;
  busy: boolean;
  onMove?: (to: number, button: 'up' | 'down') => void;
  onRemove: () => void;
}) {
  return (
    <div className="mfp-stop__main">
      <PlanStopSummary stop={stop} index={index} />
      <StopControls
        name={stop.place.place_name}
        index={index}
        count={count}
        busy={busy}
        onMove={onMove}
        onRemove={onRemove}
      />
    </div>
  );
}
