import { useTranslation } from 'page-singleton';
import { Button, LoadingIndicator, SafeHtml, useApiQuery, type PageContent } from 'shared';
import { NS } from '../i18n';

export type StaticPageState = { status: 'loading' } | { status: 'ready'; page: PageContent } | { status: 'error' };

/** A static document page (presentational): loading, the sanitised content, or an error with Retry. */
export function StaticPageView({ state, onRetry }: { state: StaticPageState; onRetry: () => void }) {
  const { t } = useTranslation(NS);
  if (state.status === 'loading') {
    return (
      <main className="ti-page ti-static" aria-busy="true">
        <LoadingIndicator />
      </main>
    );
  }
  if (state.status === 'error') {
    return (
      <main className="ti-page ti-static">
        <div role="alert" className="ti-static__error">
          <p>{t('static.error')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('static.retry')}
          </Button>
        </div>
      </main>
    );
  }
  return (
    <main className="ti-page ti-static">
      <h1>{state.page.title}</h1>
      <SafeHtml className="ti-rich" html={state.page.html} headings />
    </main>
  );
}

/** `/terms-conditions` and `/privacy-policy`: content from `/misc/tnc` and `/misc/privacy` in the current language. */
export function StaticPage({ kind }: { kind: 'tnc' | 'privacy' }) {
  const { t } = useTranslation(NS);
  // (from the page's one cache: the login popup shows the same terms)
  const { state, retry } = useApiQuery(kind === 'tnc' ? 'getTnc' : 'getPrivacy', t('static.error'), {
    select: (r) => r.data ?? null,
  });
  const shown: StaticPageState =
    state.status === 'ready'
      ? state.data
        ? { status: 'ready', page: state.data }
        : { status: 'error' }
      : { status: state.status };
  return <StaticPageView state={shown} onRetry={retry} />;
}
