import type { Experience, ExperienceUpdate, Place } from 'shared';

/** Limits of the experience fields (the contract's ExperienceUpdate). */
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 5000;
export const NOTES_MAX = 2000;
export const PLACES_MAX = 200;
export const TAGS_MAX = 50;

/** One place the video shows, as the editor holds it. `key` is stable across reorders. */
export interface PlaceRow {
  key: string;
  place: Place;
  /** seconds from the start of the video */
  time: number;
  notes: string;
  /** what the owner typed as the time and the field refused (not a time, or past the video's end), if so */
  refusedTime?: string;
}

/** Everything the edit screen lets the owner change. */
export interface Draft {
  title: string;
  description: string;
  tags: number[];
  places: PlaceRow[];
}

export type DraftAction =
  | { type: 'reset'; draft: Draft }
  | { type: 'title'; value: string }
  | { type: 'description'; value: string }
  | { type: 'toggleTag'; id: number }
  | { type: 'add'; place: Place; time?: number; key?: string }
  | { type: 'addMany'; rows: Array<{ place: Place; time: number }> }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; by: -1 | 1 }
  | { type: 'time'; key: string; time: number }
  | { type: 'timeRefused'; key: string; typed: string }
  | { type: 'notes'; key: string; notes: string };

let keyCounter = 0;
/** A fresh row key (unique within this page's life). */
export function newRowKey(): string {
  keyCounter += 1;
  return `row-${keyCounter}`;
}

/** The editor's draft of a loaded experience: places in their saved order. */
export function draftFromExperience(experience: Experience): Draft {
  const places = [...experience.places]
    .sort((a, b) => a.position - b.position)
    .map((p) => ({ key: newRowKey(), place: p.place, time: p.time, notes: p.notes }));
  return {
    title: experience.title,
    description: experience.description,
    tags: experience.tags.map((t) => t.id),
    places,
  };
}

/** The place list and fields, changed by one action. Unknown keys or impossible moves change nothing. */
export function draftReducer(draft: Draft, action: DraftAction): Draft {
  switch (action.type) {
    case 'reset':
      return action.draft;
    case 'title':
      return { ...draft, title: action.value };
    case 'description':
      return { ...draft, description: action.value };
    case 'toggleTag': {
      if (draft.tags.includes(action.id)) return { ...draft, tags: draft.tags.filter((id) => id !== action.id) };
      if (draft.tags.length >= TAGS_MAX) return draft;
      return { ...draft, tags: [...draft.tags, action.id] };
    }
    case 'add': {
      if (draft.places.length >= PLACES_MAX) return draft;
      const row: PlaceRow = {
        key: action.key ?? newRowKey(),
        place: action.place,
        time: Math.max(0, Math.floor(action.time ?? 0)),
        notes: '',
      };
      return { ...draft, places: [...draft.places, row] };
    }
    case 'addMany':
      return action.rows.reduce((d, r) => draftReducer(d, { type: 'add', place: r.place, time: r.time }), draft);
    case 'remove': {
      const places = draft.places.filter((p) => p.key !== action.key);
      return places.length === draft.places.length ? draft : { ...draft, places };
    }
    case 'move': {
      const from = draft.places.findIndex((p) => p.key === action.key);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= draft.places.length) return draft;
      const places = [...draft.places];
      const [row] = places.splice(from, 1);
      places.splice(to, 0, row);
      return { ...draft, places };
    }
    case 'time':
      return mapRow(draft, action.key, ({ refusedTime: _refused, ...p }) => ({
        ...p,
        time: Math.max(0, Math.floor(action.time)),
      }));
    case 'timeRefused':
      return mapRow(draft, action.key, (p) => ({ ...p, refusedTime: action.typed }));
    case 'notes':
      return mapRow(draft, action.key, (p) => ({ ...p, notes: action.notes }));
  }
}

function mapRow(draft: Draft, key: string, change: (row: PlaceRow) => PlaceRow): Draft {
  if (!draft.places.some((p) => p.key === key)) return draft;
  return { ...draft, places: draft.places.map((p) => (p.key === key ? change(p) : p)) };
}

export type DraftProblem =
  | { field: 'title'; kind: 'required' | 'tooLong' }
  | { field: 'description'; kind: 'tooLong' }
  | { field: 'place'; key: string; kind: 'pastDuration' | 'notesTooLong' | 'timeRefused' };

/**
 * What stops the draft from being saved (`forPublish`: also a title is required). Times past the video's
 * duration are refused (a duration of 0 means "unknown": no upper bound is checked), and so is a row whose
 * time field holds an entry it refused: saving would keep the old time while the field shows another.
 */
export function validateDraft(draft: Draft, duration: number, forPublish = false): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const title = draft.title.trim();
  if (forPublish && !title) problems.push({ field: 'title', kind: 'required' });
  if (title.length > TITLE_MAX) problems.push({ field: 'title', kind: 'tooLong' });
  if (draft.description.length > DESCRIPTION_MAX) problems.push({ field: 'description', kind: 'tooLong' });
  for (const row of draft.places) {
    if (duration > 0 && row.time > duration) problems.push({ field: 'place', key: row.key, kind: 'pastDuration' });
    if (row.notes.length > NOTES_MAX) problems.push({ field: 'place', key: row.key, kind: 'notesTooLong' });
    if (row.refusedTime !== undefined) problems.push({ field: 'place', key: row.key, kind: 'timeRefused' });
  }
  return problems;
}

/** The body of `PUT /video_experience/:id` for this draft (an empty title is left out: the server keeps it). */
export function toUpdateBody(id: number, draft: Draft): ExperienceUpdate {
  const title = draft.title.trim();
  return {
    id,
    ...(title ? { title } : {}),
    description: draft.description,
    tags: draft.tags,
    places: draft.places.map((p) => ({ place_id: p.place.id, time: p.time, notes: p.notes })),
  };
}

/** Whether two drafts would save the same thing (for the "unsaved changes" state, with `hasRefusedEntry`). */
export function sameDraft(a: Draft, b: Draft): boolean {
  return JSON.stringify(toUpdateBody(0, a)) === JSON.stringify(toUpdateBody(0, b));
}

/** Whether a time field holds an entry it refused: that entry is a change the owner made and is not saved. */
export function hasRefusedEntry(draft: Draft): boolean {
  return draft.places.some((p) => p.refusedTime !== undefined);
}

/** One chapter of the video's description, with the place its title names (GET …/{id}/chapters). */
export interface ChapterSuggestion {
  /** seconds from the start */
  time: number;
  title: string;
  place: Place | null;
}

/** What filling the places from the chapters would do. */
export interface ChapterPlan {
  /** the rows to add, in chapter order (an `addMany` action) */
  rows: Array<{ place: Place; time: number }>;
  /** titles of chapters that name none of our places */
  unmatched: string[];
  /** titles of chapters whose place is already in the list (or named by an earlier chapter) */
  alreadyListed: string[];
  /** titles of chapters past the end of the video */
  pastEnd: string[];
  /** titles left out because the list is full */
  overLimit: string[];
}

/**
 * Which chapters become places: each chapter naming a known place, at the chapter's time, in time order,
 * keeping the list's rules: a place already listed is not added twice, a time past the video's duration is
 * refused (a duration of 0 means "unknown": no upper bound), and the list holds at most PLACES_MAX places.
 * Pure: the rows are applied with `{ type: 'addMany', rows }`.
 */
export function planChapters(draft: Draft, chapters: ChapterSuggestion[], duration: number): ChapterPlan {
  const plan: ChapterPlan = { rows: [], unmatched: [], alreadyListed: [], pastEnd: [], overLimit: [] };
  const listed = new Set(draft.places.map((p) => p.place.id));
  const ordered = [...chapters].sort((a, b) => a.time - b.time);
  for (const chapter of ordered) {
    const time = Math.max(0, Math.floor(chapter.time));
    if (!chapter.place) plan.unmatched.push(chapter.title);
    else if (listed.has(chapter.place.id)) plan.alreadyListed.push(chapter.title);
    else if (duration > 0 && time > duration) plan.pastEnd.push(chapter.title);
    else if (draft.places.length + plan.rows.length >= PLACES_MAX) plan.overLimit.push(chapter.title);
    else {
      listed.add(chapter.place.id);
      plan.rows.push({ place: chapter.place, time });
    }
  }
  return plan;
}
