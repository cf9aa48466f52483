import { useNavigate, useTranslation } from 'page-singleton';
import { useState } from 'react';
import { bus, errorMessage, experienceLink, type Experience, type ParcelProps, runApiMutation } from 'shared';
import { NS } from '../i18n';
import '../publishingStrings';
import { OwnExperience } from '../edit';
import { PublishView, type Visibility } from './components/PublishView';

/** `/experience/publish/:expId--:slug` (login required; the shell guards it). */
export function PublishPage({ params = {} }: Partial<Pick<ParcelProps, 'params'>>) {
  const { t } = useTranslation(NS);
  return (
    <OwnExperience expId={params.expId} heading={t('screen.publish')}>
      {(experience, saved) => <Publisher key={experience.id} experience={experience} saved={saved} />}
    </OwnExperience>
  );
}

function Publisher({ experience, saved }: { experience: Experience; saved: (experience: Experience) => void }) {
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
      const r = await runApiMutation('publishExperience', {
        params: { id: experience.id },
        body: { id: experience.id, visible_type: visibility },
      });
      if (r.data) saved(r.data);
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
