import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { bus, userAtom, type Experience, type ParcelProps } from 'shared';
import { NS } from '../i18n';
import { VideoPlayer } from '../detail/components/VideoPlayer';
import { useExperience } from '../detail/hooks/useExperience';
import { EditView } from './components/EditView';
import { PlaceFinder } from './components/PlaceFinder';
import { StudioError, StudioLoading } from './components/StudioStatus';
import { useChapters } from './hooks/useChapters';
import { useEditor } from './hooks/useEditor';
import { usePlaceFinder } from './hooks/usePlaceFinder';
import { useTags } from './hooks/useTags';

/** Whether `user` may change this experience: its owner, or the admin (the server checks it again). */
export function canEdit(experience: Experience, user: { id: number; is_admin: boolean } | null): boolean {
  return !!user && (user.id === experience.user.id || user.is_admin);
}

/** `/experience/edit/:expId` (login required; the shell guards it). */
export function EditPage({ params = {} }: Partial<Pick<ParcelProps, 'params'>>) {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const me = useAtomValue(userAtom);
  const { state, retry } = useExperience(params.expId, t('edit.loadFailed'));
  useEffect(() => {
    if (state.status === 'not-found') bus.emit('route:not-found', { path: location.pathname });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.status]);

  if (state.status === 'error')
    return <StudioError heading={t('screen.edit')} message={state.message} onRetry={retry} />;
  if (state.status !== 'ready') return <StudioLoading heading={t('screen.edit')} label={t('edit.loading')} />;
  if (!canEdit(state.experience, me)) return <StudioError heading={t('screen.edit')} message={t('edit.notYours')} />;
  return <Editor key={state.experience.id} experience={state.experience} />;
}

function Editor({ experience }: { experience: Experience }) {
  const navigate = useNavigate();
  const editor = useEditor(experience);
  const finder = usePlaceFinder();
  const { tags, retry: retryTags } = useTags();
  const chapters = useChapters(experience, editor.draft, editor.dispatch);
  const [currentTime, setCurrentTime] = useState<number | null>(null);

  // closing or reloading the tab with unsaved changes asks first (nothing typed is lost by accident)
  useEffect(() => {
    if (!editor.dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [editor.dirty]);

  const onContinue = async () => {
    const saved = editor.dirty || editor.draft.title.trim() === '' ? await editor.save(true) : experience;
    if (saved) navigate(editor.publishPath(saved));
  };

  return (
    <EditView
      duration={experience.duration}
      draft={editor.draft}
      dispatch={editor.dispatch}
      problems={editor.problems}
      tags={tags}
      onRetryTags={retryTags}
      player={
        <VideoPlayer
          videoType={experience.video_type}
          videoId={experience.video_id}
          title={editor.draft.title || experience.title}
          onTime={(s) => setCurrentTime(Math.max(0, Math.floor(s)))}
        />
      }
      finder={
        <PlaceFinder
          term={finder.term}
          onTermChange={finder.setTerm}
          onSearch={finder.search}
          googleId={finder.googleId}
          onGoogleIdChange={finder.setGoogleId}
          onFindGoogle={finder.findGoogle}
          results={finder.results}
          onAdd={(place) => editor.dispatch({ type: 'add', place, time: currentTime ?? 0 })}
        />
      }
      currentTime={currentTime}
      dirty={editor.dirty}
      saving={editor.saving}
      saveError={editor.saveError}
      saved={editor.saved}
      announcement={editor.announcement}
      onSave={() => void editor.save()}
      onContinue={() => void onContinue()}
      chapters={
        chapters.available
          ? {
              loading: chapters.loading,
              result: chapters.result,
              error: chapters.error,
              onFill: () => void chapters.fill(),
            }
          : undefined
      }
    />
  );
}
