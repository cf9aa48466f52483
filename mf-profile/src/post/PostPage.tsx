import { useTranslation } from 'react-i18next';
import { NotBuilt } from 'shared';
import { NS } from '../i18n';

export function PostPage() {
  const { t } = useTranslation(NS);
  return <NotBuilt screen={t('screen.post')} />;
}
