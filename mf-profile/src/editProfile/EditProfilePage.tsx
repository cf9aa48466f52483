import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { EditProfileView } from './components/EditProfileView';
import { useMe } from './hooks/useMe';
import { useSaveProfile } from './hooks/useSaveProfile';

/** `/my/edit-profile`: display name and interface language (GET / PUT /user/me). */
export function EditProfilePage() {
  const { t } = useTranslation(NS);
  const { state, retry } = useMe(t('edit.error.load'));
  const { save, saving, errors, clearErrors } = useSaveProfile();
  const [saved, setSaved] = useState(false);

  return (
    <EditProfileView
      me={state}
      onRetry={retry}
      saving={saving}
      errors={errors}
      saved={saved}
      onEdit={() => {
        setSaved(false);
        if (errors.field || errors.form) clearErrors();
      }}
      onSave={async (values) => {
        setSaved(false);
        const user = await save(values);
        if (user) setSaved(true);
      }}
    />
  );
}
