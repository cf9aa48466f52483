import { useTranslation } from 'shared/singleton';
import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { api, Button, languageAtom, LoadingIndicator, SafeHtml, sharedStore, type PageContent } from 'shared';
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
  const language = useAtomValue(languageAtom, { store: sharedStore });
  const [state, setState] = useState<StaticPageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    api.call(kind === 'tnc' ? 'getTnc' : 'getPrivacy').then(
      (r) => !cancelled && setState(r.data ? { status: 'ready', page: r.data } : { status: 'error' }),
      () => !cancelled && setState({ status: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [kind, language, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return <StaticPageView state={state} onRetry={retry} />;
}
