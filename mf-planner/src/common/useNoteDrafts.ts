import { useCallback, useEffect, useRef, useState, type MutableRefObject } from 'react';
import { draftIds, sameDrafts, settleNoteDrafts, withNoteStatus, type NoteDrafts } from './planOps';

/**
 * Where a stop's typed note stands: waiting for a pause in typing, being stored, waiting to sync (kept until the
 * connection is back), stored, or refused.
 */
export type NoteStatus = 'pending' | 'saving' | 'waiting' | 'saved' | 'error';

/** How long typing must pause before a stop's note is stored (leaving the field stores it at once). */
export const NOTE_SAVE_DELAY_MS = 800;

export interface NoteDraftsState {
  drafts: NoteDrafts;
  /** the drafts as they are now (for a write when its turn comes) */
  draftsRef: MutableRefObject<NoteDrafts>;
  noteStatus: Readonly<Record<number, NoteStatus>>;
  typeNote: (placeId: number, text: string) => void;
  /** store every typed note now, unless the write under way is already sending them as they stand */
  saveNotes: () => void;
  /** a write takes the drafts as they stand: they are being stored */
  sendDrafts: () => NoteDrafts;
  /** the write that took `sent` stored them: a note typed further since stays a draft */
  draftsStored: (sent: NoteDrafts) => void;
  /** the write that took `sent` was refused: they stay drafts, shown as refused */
  draftsRefused: (sent: NoteDrafts) => void;
  /** the place is gone from the plan: its draft goes with it */
  dropDraft: (placeId: number) => void;
}

/**
 * The stop notes typed and not stored yet, with where each stands. `write` stores the plan with every draft in it
 * (it calls `sendDrafts` and then `draftsStored` or `draftsRefused`); it is called once typing pauses, when the
 * planner goes away, and when the page is closed or reloaded with a draft left (the browser then asks first).
 */
export function useNoteDrafts(write: () => Promise<unknown>): NoteDraftsState {
  const [drafts, setDraftsState] = useState<NoteDrafts>({});
  const [noteStatus, setNoteStatus] = useState<Readonly<Record<number, NoteStatus>>>({});
  const draftsRef = useRef(drafts);
  /** the drafts the running write is sending */
  const sending = useRef<NoteDrafts | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const writeRef = useRef(write);
  writeRef.current = write;

  const setDrafts = useCallback((d: NoteDrafts) => {
    draftsRef.current = d;
    setDraftsState(d);
  }, []);
  const markNotes = useCallback((ids: number[], status: NoteStatus | null) => {
    if (ids.length > 0) setNoteStatus((all) => withNoteStatus(all, ids, status));
  }, []);

  const saveNotes = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const now = draftsRef.current;
    if (draftIds(now).length === 0) return;
    if (sending.current && sameDrafts(sending.current, now)) return;
    // a failure is shown beside each note (and the drafts are kept), not as a message
    writeRef.current().catch(() => undefined);
  }, []);
  const saveNotesRef = useRef(saveNotes);

  const typeNote = useCallback(
    (placeId: number, text: string) => {
      setDrafts({ ...draftsRef.current, [placeId]: text });
      markNotes([placeId], 'pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => saveNotesRef.current(), NOTE_SAVE_DELAY_MS);
    },
    [setDrafts, markNotes],
  );

  const sendDrafts = useCallback(() => {
    const sent = draftsRef.current;
    sending.current = sent;
    markNotes(draftIds(sent), 'saving');
    return sent;
  }, [markNotes]);
  const draftsStored = useCallback(
    (sent: NoteDrafts) => {
      sending.current = null;
      const left = settleNoteDrafts(draftsRef.current, sent);
      setDrafts(left);
      const ids = draftIds(sent);
      markNotes(
        ids.filter((id) => !Object.hasOwn(left, id)),
        'saved',
      );
      markNotes(
        ids.filter((id) => Object.hasOwn(left, id)),
        'pending',
      );
    },
    [setDrafts, markNotes],
  );
  const draftsRefused = useCallback(
    (sent: NoteDrafts) => {
      sending.current = null;
      markNotes(draftIds(sent), 'error');
    },
    [markNotes],
  );
  const dropDraft = useCallback(
    (placeId: number) => {
      if (!Object.hasOwn(draftsRef.current, placeId)) return;
      const rest = { ...draftsRef.current };
      delete rest[placeId];
      setDrafts(rest);
      markNotes([placeId], null);
    },
    [setDrafts, markNotes],
  );

  // leaving the planner (another page, the drawer closed) stores what was typed
  useEffect(() => () => saveNotesRef.current(), []);

  // closing or reloading the page with a note not stored yet: the browser asks first
  const unsaved = draftIds(drafts).length > 0;
  useEffect(() => {
    if (!unsaved) return;
    const ask = (e: BeforeUnloadEvent) => {
      saveNotesRef.current();
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return {
    drafts,
    draftsRef,
    noteStatus,
    typeNote,
    saveNotes,
    sendDrafts,
    draftsStored,
    draftsRefused,
    dropDraft,
  };
}
