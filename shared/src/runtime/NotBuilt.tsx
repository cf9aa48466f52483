import { useTranslation } from 'react-i18next';

/** A plainly labelled page for a screen a later issue builds. */
export function NotBuilt({ screen }: { screen: string }) {
  const { t } = useTranslation('common');
  return (
    <section className="ti-not-built" aria-labelledby="not-built-title">
      <h1 id="not-built-title">{t('notBuilt.title')}</h1>
      <p>{t('notBuilt.body', { screen })}</p>
    </section>
  );
}
