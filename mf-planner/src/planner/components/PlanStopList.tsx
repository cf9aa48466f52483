import { useTranslation } from 'page-singleton';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { PlanWithPlaces } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import { legDistances } from '../state/exportPlan';
import { dropInList, listFocusTarget, moveInList, type ListFocus, type ListMove } from '../state/planListState';
import { PlanLeg, PlanStopMain } from './PlanParts';

type PlanPlace = PlanWithPlaces['plan_places'][number];

/**
 * A plan without days as its one list: each stop with ↑ / ↓ / ✕ (the moved stop's button keeping the focus), its
 * notes and the distance to the next; a stop can be dragged onto another's place.
 */
export function PlanStopList({
  plan,
  busy,
  language,
  stopNotes,
  onMove,
  onRemove,
  onAnnounce,
}: {
  plan: PlanWithPlaces;
  busy: boolean;
  language: string;
  stopNotes: (stop: PlanPlace) => ReactNode;
  onMove: (placeId: number, to: number) => void;
  onRemove: (placeId: number) => void;
  /** say politely what a move did */
  onAnnounce: (text: string) => void;
}) {
  const { t } = useTranslation(NS);
  const places = plan.plan_places;
  const legs = legDistances(plan);
  const [dragId, setDragId] = useState<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const moving = useRef<ListFocus | null>(null);

  useLayoutEffect(() => {
    const want = moving.current;
    if (!want || !listRef.current) return;
    const target = listFocusTarget(
      listRef.current,
      places.map((p) => p.id),
      want,
    );
    if (target === undefined) return; // not re-rendered in its new place yet
    moving.current = null;
    target?.focus();
  });

  const carryOut = (move: ListMove | null) => {
    if (!move) return;
    moving.current = move.focus;
    onMove(move.placeId, move.to);
    onAnnounce(move.announce);
  };

  return (
    <ol className="mfp-stops" aria-label={t('planner.places')} ref={listRef}>
      {places.map((pp, i) => (
        <li
          key={pp.id}
          data-place-id={pp.id}
          className={`mfp-stop${dragId === pp.id ? ' mfp-stop--dragging' : ''}`}
          draggable
          onDragStart={(e) => {
            setDragId(pp.id);
            e.dataTransfer.effectAllowed = 'move';
            e.dataTransfer.setData('text/plain', String(pp.id));
          }}
          onDragOver={(e) => e.preventDefault()}
          onDrop={(e) => {
            e.preventDefault();
            if (dragId === null) return;
            setDragId(null);
            carryOut(dropInList(places, dragId, i, t));
          }}
          onDragEnd={() => setDragId(null)}
        >
          <PlanStopMain
            stop={pp}
            index={i}
            count={places.length}
            busy={busy}
            onMove={(to, button) => carryOut(moveInList(places, i, to, button, t))}
            onRemove={() => onRemove(pp.id)}
          />
          {stopNotes(pp)}
          <PlanLeg places={places} legs={legs} index={i} language={language} />
        </li>
      ))}
    </ol>
  );
}
