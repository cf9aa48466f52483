import { useTranslation } from 'react-i18next';
import { NotBuilt } from 'shared';
import type { ShellPage } from '../routes/table';
import { NS } from '../i18n';
import { NotFoundPage } from './NotFoundPage';

/** Pages the shell renders itself (DESIGN §3). */
export function ShellPageView({ page }: { page: ShellPage }) {
  const { t } = useTranslation(NS);
  switch (page) {
    case 'notFound':
      return <NotFoundPage />;
    case 'sandbox':
      return <NotBuilt screen={t('screen.sandbox')} />;
    case 'terms':
      return <NotBuilt screen={t('screen.terms')} />;
    case 'privacy':
      return <NotBuilt screen={t('screen.privacy')} />;
  }
}
