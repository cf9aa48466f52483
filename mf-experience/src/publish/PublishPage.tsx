import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { api, bus, errorMessage, experienceLink, userAtom, type Experience, type ParcelProps } from 'shared';
import { NS } from '../i18n';
import { useExperience } from '../detail/hooks/useExperience';
import { StudioError, StudioLoading } from '../edit/components/StudioStatus';
import { canEdit } from '../edit/EditPage';
import { PublishView, type Visibility } from './components/PublishView';

/** `/experience/publish/:expId--:slug` (login required; the shell guards it). */
export function PublishPage({ params = {} }: Partial<Pick<ParcelProps, 'params'>>) {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const me = useAtomValue(userAtom);
  const { state, retry } = useExperience(params.expId, t('edit.loadFailed'));
  useEffect(() => {
    if (state.status === 'not-found') bus.emit('route:not-found', { path: location.pathname });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.status]);

  if (state.status === 'error')
    return <StudioError heading={t('screen.publish')} message={state.message} onRetry={retry} />;
  if (state.status !== 'ready') return <StudioLoading heading={t('screen.publish')} label={t('edit.loading')} />;
  if (!canEdit(state.experience, me)) return <StudioError heading={t('screen.publish')} message={t('edit.notYours')} />;
  return <Publisher key={state.experience.id} experience={state.experience} />;
}

function Publisher({ experience }: { experience: Experience }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [visibility, setVisibility] = useState<Visibility>(
    experience.status === 'published' ? experience.visible_type : 0,
  );
  const [publishing, setPublishing] = useState(false);
  const [error, setError] = useState<string>();

  const publish = async () => {
    setPublishing(true);
    setError(undefined);
    try {
      const r = await api.call('publishExperience', {
        params: { id: experience.id },
        body: { id: experience.id, visible_type: visibility },
      });
      bus.emit('message:show', { message: t('publish.done'), type: 'success' });
      navigate(experienceLink(r.data ?? experience));
    } catch (err) {
      setError(errorMessage(err, t('publish.failed')));
      setPublishing(false);
    }
  };

  return (
    <PublishView
      experience={experience}
      visibility={visibility}
      onVisibilityChange={setVisibility}
      publishing={publishing}
      error={error}
      onPublish={() => void publish()}
    />
  );
}
