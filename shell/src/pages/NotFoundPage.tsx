import { Link, useLocation, useTranslation } from 'page-singleton';
import { NS } from '../i18n';

/** The 404 page; shows the original path when the page-not-found helper passed it. */
export function NotFoundPage() {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? location.pathname;
  return (
    <main className="ti-page">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body', { path: from })}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </main>
  );
}
