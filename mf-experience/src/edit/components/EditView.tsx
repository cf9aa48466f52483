import { useTranslation } from 'page-singleton';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Button, MessageBox, TextArea, TextField, formatVideoTime, type LoadState, type Tag } from 'shared';
import { NS } from '../../i18n';
import '../../publishingStrings';
import { DESCRIPTION_MAX, TITLE_MAX, type Draft, type DraftAction, type DraftProblem } from '../state/draft';
import { PlaceRowEditor } from './PlaceRowEditor';
import { TagPicker } from './TagPicker';
import '../../common/detail.css';
import '../../common/studio.css';

export interface EditViewProps {
  /** the video's length in seconds */
  duration: number;
  draft: Draft;
  dispatch: (action: DraftAction) => void;
  /** what stops a save (shown beside the fields) */
  problems: DraftProblem[];
  tags: LoadState<Tag[]>;
  onRetryTags: () => void;
  /** the embedded player (the detail page's) */
  player: ReactNode;
  /** the place finder */
  finder: ReactNode;
  /** the player's position, once it told one */
  currentTime: number | null;
  /** there are changes not saved yet */
  dirty: boolean;
  saving: boolean;
  /** why the last save failed */
  saveError?: string;
  /** the last save worked (and nothing changed since) */
  saved: boolean;
  /** polite announcement (moves, saves) */
  announcement?: string;
  onSave: () => void;
  onContinue: () => void;
  /** filling the places from the video's chapters (absent: not offered) */
  chapters?: ChaptersProps;
}

export interface ChaptersProps {
  loading: boolean;
  /** what the last fill did, one sentence a line (announced politely) */
  result?: string[];
  /** why the last fill failed */
  error?: string;
  onFill: () => void;
}

/** `/experience/edit/:expId`: title, description, tags and the places the video shows at their times. */
export function EditView({
  duration,
  draft,
  dispatch,
  problems,
  tags,
  onRetryTags,
  player,
  finder,
  currentTime,
  dirty,
  saving,
  saveError,
  saved,
  announcement,
  onSave,
  onContinue,
  chapters,
}: EditViewProps) {
  const { t } = useTranslation(NS);
  const placesHeading = useRef<HTMLHeadingElement>(null);
  const known = useRef<Set<string> | null>(null);
  // a row that was not there on the last render was just added: its time field takes the keyboard (not when
  // several arrive at once, as from the chapters: the keyboard stays where it was)
  if (known.current === null) known.current = new Set(draft.places.map((p) => p.key));
  const fresh = draft.places.filter((p) => !known.current!.has(p.key));
  useEffect(() => {
    for (const p of draft.places) known.current!.add(p.key);
  });
  const rowDispatch = (action: DraftAction) => {
    dispatch(action);
    // the removed row had the keyboard: hand it to the list's heading
    if (action.type === 'remove') setTimeout(() => placesHeading.current?.focus(), 0);
  };
  const titleProblem = problems.find((p) => p.field === 'title');
  const descriptionProblem = problems.find((p) => p.field === 'description');
  const rowProblems = (key: string) =>
    problems
      // a refused time is told beside its field, by the field
      .filter((p) => p.field === 'place' && p.key === key && p.kind !== 'timeRefused')
      .map((p) =>
        p.kind === 'pastDuration'
          ? t('edit.pastDuration', { max: formatVideoTime(duration) })
          : t('edit.notesTooLong', { max: 2000 }),
      );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave();
  };
  return (
    <main className="mfe-studio" aria-busy={saving || undefined}>
      <h1>{t('screen.edit')}</h1>
      {player}
      <p className="mfe-studio__meta">
        {t('edit.length', { time: formatVideoTime(duration) })}
        {currentTime !== null && ` · ${t('edit.now', { time: formatVideoTime(currentTime) })}`}
      </p>
      <form className="mfe-studio" onSubmit={submit} noValidate>
        <section className="mfe-studio__section" aria-labelledby="mfe-edit-about">
          <h2 id="mfe-edit-about">{t('edit.about')}</h2>
          <TextField
            label={t('edit.title')}
            value={draft.title}
            onChange={(value) => dispatch({ type: 'title', value })}
            maxLength={TITLE_MAX}
            invalid={Boolean(titleProblem)}
            message={titleProblem && t(titleProblem.kind === 'required' ? 'edit.titleRequired' : 'edit.titleTooLong')}
          />
          <TextArea
            label={t('edit.description')}
            value={draft.description}
            onChange={(value) => dispatch({ type: 'description', value })}
            maxLength={DESCRIPTION_MAX}
            maxHeight={400}
            invalid={Boolean(descriptionProblem)}
            message={descriptionProblem && t('edit.descriptionTooLong')}
          />
          <TagPicker
            tags={tags}
            selected={draft.tags}
            onToggle={(id) => dispatch({ type: 'toggleTag', id })}
            onRetry={onRetryTags}
          />
        </section>

        <section className="mfe-studio__section" aria-labelledby="mfe-edit-places">
          <h2 id="mfe-edit-places" ref={placesHeading} tabIndex={-1}>
            {t('edit.places')}
          </h2>
          {chapters && (
            <div className="mfe-studio__chapters">
              <div className="mfe-studio__row">
                <Button
                  variant="secondary"
                  onClick={chapters.onFill}
                  loading={chapters.loading}
                  aria-describedby="mfe-edit-chapters-hint"
                >
                  {t('edit.chaptersFill')}
                </Button>
              </div>
              <p id="mfe-edit-chapters-hint" className="mfe-studio__meta">
                {t('edit.chaptersHint')}
              </p>
              {chapters.error && <MessageBox type="error" message={chapters.error} dismiss={false} />}
              <div role="status" aria-live="polite" className="mfe-studio__meta">
                {chapters.result?.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </div>
            </div>
          )}
          {draft.places.length === 0 ? (
            <p className="mfe-studio__meta">{t('edit.noPlaces')}</p>
          ) : (
            <ol className="mfe-studio__list" aria-labelledby="mfe-edit-places">
              {draft.places.map((row, i) => (
                <PlaceRowEditor
                  key={row.key}
                  row={row}
                  index={i}
                  count={draft.places.length}
                  duration={duration}
                  currentTime={currentTime}
                  problems={rowProblems(row.key)}
                  dispatch={rowDispatch}
                  focusTime={fresh.length === 1 && fresh[0].key === row.key}
                />
              ))}
            </ol>
          )}
        </section>
      </form>
      {finder}
      <div className="mfe-studio__section">
        {saveError && <MessageBox type="error" message={saveError} dismiss={false} />}
        {problems.length > 0 && !saveError && <MessageBox type="error" message={t('edit.fix')} dismiss={false} />}
        <p className="mfe-studio__meta" role="status">
          {saving ? t('edit.saving') : dirty ? t('edit.unsaved') : saved ? t('edit.saved') : ''}
        </p>
        <div className="mfe-studio__row">
          <Button onClick={onSave} loading={saving}>
            {t('edit.save')}
          </Button>
          <Button variant="secondary" onClick={onContinue} disabled={saving}>
            {t('edit.continue')}
          </Button>
        </div>
      </div>
      <p aria-live="polite" className="ti-visually-hidden">
        {announcement}
      </p>
    </main>
  );
}
