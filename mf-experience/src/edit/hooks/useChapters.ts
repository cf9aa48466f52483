import { useTranslation } from 'page-singleton';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, useAppInfo, type Experience, fetchApi } from 'shared';
import { NS } from '../../i18n';
import '../../publishingStrings';
import { planChapters, type ChapterPlan, type Draft, type DraftAction } from '../state/draft';

/** The chapters button's state: what the last fill did (lines for the live region), or why it failed. */
export interface ChaptersState {
  loading: boolean;
  /** the outcome of the last fill, one sentence a line */
  result?: string[];
  error?: string;
}

/** The sentences telling what a fill did (pure apart from the translation function). */
export function describeChapterPlan(
  plan: ChapterPlan,
  chapterCount: number,
  t: (key: string, options?: Record<string, unknown>) => string,
  list: (items: string[]) => string,
): string[] {
  if (chapterCount === 0) return [t('edit.chaptersNone')];
  const lines = [
    plan.rows.length === 0
      ? t('edit.chaptersAddedNone')
      : plan.rows.length === 1
        ? t('edit.chaptersAddedOne')
        : t('edit.chaptersAdded', { count: plan.rows.length }),
  ];
  if (plan.unmatched.length) lines.push(t('edit.chaptersUnmatched', { titles: list(plan.unmatched) }));
  if (plan.alreadyListed.length) lines.push(t('edit.chaptersListed', { titles: list(plan.alreadyListed) }));
  if (plan.pastEnd.length) lines.push(t('edit.chaptersPastEnd', { titles: list(plan.pastEnd) }));
  if (plan.overLimit.length) lines.push(t('edit.chaptersFull', { titles: list(plan.overLimit) }));
  return lines;
}

/**
 * "Fill places from the video's chapters" — offered for a YouTube video when the server has a
 * YouTube Data API key (`youtube_chapters` in GET /app). The chapters naming our places are added through
 * the draft reducer as unsaved changes (the owner saves as usual); nothing typed is touched.
 */
export function useChapters(experience: Experience, draft: Draft, dispatch: (action: DraftAction) => void) {
  const { t, i18n } = useTranslation(NS);
  const info = useAppInfo();
  const available = experience.video_type === 'youtube' && info?.youtube_chapters === true;
  const [state, setState] = useState<ChaptersState>({ loading: false });
  // the draft as it is when the answer comes (the owner may keep editing meanwhile)
  const latest = useRef(draft);
  latest.current = draft;
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const fill = useCallback(async () => {
    setState({ loading: true });
    try {
      const r = await fetchApi('getExperienceChapters', i18n.language, { params: { id: experience.id } });
      if (!mounted.current) return;
      const chapters = r.data ?? [];
      const plan = planChapters(latest.current, chapters, experience.duration);
      if (plan.rows.length) dispatch({ type: 'addMany', rows: plan.rows });
      const format = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' });
      setState({
        loading: false,
        result: describeChapterPlan(plan, chapters.length, t, (items) =>
          format.format(items.map((title) => t('edit.chapterTitle', { title }))),
        ),
      });
    } catch (err) {
      if (mounted.current) setState({ loading: false, error: errorMessage(err, t('edit.chaptersFailed')) });
    }
  }, [dispatch, experience.duration, experience.id, i18n.language, t]);

  return { available, ...state, fill };
}
