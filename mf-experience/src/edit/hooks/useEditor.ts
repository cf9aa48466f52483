import { useTranslation } from 'page-singleton';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { errorMessage, slugify, type Experience, runApiMutation } from 'shared';
import { NS } from '../../i18n';
import '../../publishingStrings';
import {
  draftFromExperience,
  draftReducer,
  hasRefusedEntry,
  sameDraft,
  toUpdateBody,
  validateDraft,
  type DraftAction,
} from '../state/draft';

/**
 * The editor of one experience: the draft (reducer), its checks, saving it. A failed save keeps everything
 * typed and shows why (the server's message when it sent one); a save that succeeds hands what the server
 * answered to `onSaved`.
 */
export function useEditor(experience: Experience, onSaved: (experience: Experience) => void) {
  const { t } = useTranslation(NS);
  const [draft, apply] = useReducer(draftReducer, experience, draftFromExperience);
  const [savedDraft, setSavedDraft] = useState(draft);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [forPublish, setForPublish] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [slug, setSlug] = useState(experience.slug);

  const dirty = !sameDraft(draft, savedDraft) || hasRefusedEntry(draft);
  const problems = useMemo(
    () => validateDraft(draft, experience.duration, forPublish),
    [draft, experience.duration, forPublish],
  );

  const dispatch = useCallback(
    (action: DraftAction) => {
      if (action.type === 'move') {
        const from = draft.places.findIndex((p) => p.key === action.key);
        const to = from + action.by;
        if (from >= 0 && to >= 0 && to < draft.places.length)
          setAnnouncement(
            t('edit.moved', {
              place: draft.places[from].place.place_name,
              position: to + 1,
              count: draft.places.length,
            }),
          );
      } else if (action.type === 'add') {
        setAnnouncement(t('edit.added', { place: action.place.place_name }));
      } else if (action.type === 'remove') {
        const row = draft.places.find((p) => p.key === action.key);
        if (row) setAnnouncement(t('edit.removed', { place: row.place.place_name }));
      }
      apply(action);
    },
    [draft.places, t],
  );

  /** Save (checked first); resolves with the saved experience, or null when it was refused or failed. */
  const save = useCallback(
    async (publishing = false): Promise<Experience | null> => {
      setForPublish(publishing);
      if (validateDraft(draft, experience.duration, publishing).length > 0) {
        setSaveError(undefined);
        return null;
      }
      setSaving(true);
      setSaveError(undefined);
      const snapshot = draft;
      try {
        const r = await runApiMutation('updateExperience', {
          params: { id: experience.id },
          body: toUpdateBody(experience.id, snapshot),
        });
        setSavedDraft(snapshot);
        setSaved(true);
        if (r.data) onSaved(r.data);
        if (r.data?.slug) setSlug(r.data.slug);
        return r.data ?? experience;
      } catch (err) {
        setSaveError(errorMessage(err, t('edit.saveFailed')));
        return null;
      } finally {
        setSaving(false);
      }
    },
    [draft, experience, onSaved, t],
  );

  /** Where "Continue to publish" goes: the publish page, with the slug the title will give (cosmetic). */
  const publishPath = (saved: Experience | null) => {
    const s = slugify(draft.title) || saved?.slug || slug || 'draft';
    return `/experience/publish/${experience.id}--${encodeURIComponent(s)}`;
  };

  return {
    draft,
    dispatch,
    problems,
    dirty,
    saving,
    saveError,
    saved: saved && !dirty,
    announcement,
    save,
    publishPath,
  };
}
