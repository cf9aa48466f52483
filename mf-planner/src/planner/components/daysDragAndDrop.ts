import type { DragEvent } from 'react';
import { cx } from 'shared';
import type { RunTripDaysAction, TripDaysState } from '../state/tripDaysState';

type Drag = { state: TripDaysState; run: RunTripDaysAction };

// The mouse's way to move a stop between the planner's days (the keyboard's is each stop's "Day" select): the
// props of a stop that can be dragged and of a day it can be dropped on. What a drop does is tripDaysAction's.

/** A stop dragged with the mouse: it is draggable, and marked while it is dragged. */
export const dragStopProps = ({ state, run }: Drag, placeId: number) => ({
  className: cx('mfp-stop', state.dragging === placeId && 'mfp-stop--dragging'),
  draggable: true,
  onDragStart: (e: DragEvent) => {
    run({ type: 'dragStart', placeId });
    e.dataTransfer.effectAllowed = 'move';
    e.dataTransfer.setData('text/plain', String(placeId));
  },
  onDragEnd: () => void run({ type: 'dragEnd' }),
});

/** A day (null: no day) where a dragged stop lands: before the stop it is dropped on, else at the end. */
export const dropZoneProps = ({ state, run }: Drag, to: number | null) => ({
  className: cx('mfp-day', state.dropOn === (to ?? 'none') && 'mfp-day--drop'),
  onDragOver: (e: DragEvent) => {
    if (!run({ type: 'dragOver', to }).accepted) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
  },
  onDrop: (e: DragEvent) => {
    const onStop = (e.target as Element).closest('[data-stop-id]')?.getAttribute('data-stop-id');
    if (run({ type: 'drop', to, before: onStop ? Number(onStop) : null }).accepted) e.preventDefault();
  },
});
