import { useNavigate, useTranslation } from 'page-singleton';
import { useEffect, useState } from 'react';
import { experienceThumbnail, useAppInfo, type Experience, type ParcelProps } from 'shared';
import { NS } from '../i18n';
import { VideoPlayer } from '../detail';
import { EditView } from './components/EditView';
import { PlaceFinder } from './components/PlaceFinder';
import { OwnExperience } from './components/OwnExperience';
import { useChapters } from './hooks/useChapters';
import { useEditor } from './hooks/useEditor';
import { usePlaceFinder } from './hooks/usePlaceFinder';
import { useTags } from './hooks/useTags';

/** `/experience/edit/:expId` (login required; the shell guards it). */
export function EditPage({ params = {} }: Partial<Pick<ParcelProps, 'params'>>) {
  const { t } = useTranslation(NS);
  return (
    <OwnExperience expId={params.expId} heading={t('screen.edit')}>
      {(experience, saved) => <Editor key={experience.id} experience={experience} saved={saved} />}
    </OwnExperience>
  );
}

function Editor({ experience, saved }: { experience: Experience; saved: (experience: Experience) => void }) {
  const navigate = useNavigate();
  const editor = useEditor(experience, saved);
  const finder = usePlaceFinder();
  const appInfo = useAppInfo();
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
          thumbnail={experienceThumbnail(experience, editor.draft.title || experience.title)}
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
          googleEnabled={appInfo?.google_places === true}
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
