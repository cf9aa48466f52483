import { useParams } from 'page-singleton';
import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { api, ApiError, languageAtom, type Itinerary } from 'shared';
import { SharedPlanView, type SharedPlan, type SharedPlanStatus } from './components/SharedPlanView';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** `/plans/shared/:token`: a plan opened from its read-only share link; no sign-in needed. */
export function SharedPlanPage({ params }: { params?: Record<string, string> }) {
  const routeParams = useParams();
  const token = params?.token ?? routeParams.token ?? '';
  const language = useAtomValue(languageAtom);
  const [plan, setPlan] = useState<SharedPlan | null>(null);
  const [itinerary, setItinerary] = useState<Itinerary | null>(null);
  const [status, setStatus] = useState<SharedPlanStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!TOKEN.test(token)) {
      setStatus('not-found');
      return;
    }
    let cancelled = false;
    setStatus('loading');
    api.call('getSharedPlan', { params: { token } }).then(
      (res) => {
        if (cancelled) return;
        setPlan(res.data!);
        setStatus('ready');
      },
      (err) => {
        if (cancelled) return;
        const code = err instanceof ApiError ? err.status : 0;
        setStatus(code === 404 || code === 400 ? 'not-found' : 'error');
      },
    );
    // the days, read-only: without them (none, or unreadable) the plan shows as its one list
    api.call('getSharedPlanItinerary', { params: { token } }).then(
      (res) => !cancelled && setItinerary(res.data ?? null),
      () => !cancelled && setItinerary(null),
    );
    return () => {
      cancelled = true;
    };
    // the language is a dependency: place names come back in the reader's language
  }, [token, language, attempt]);

  return (
    <main className="mfp-plans">
      <SharedPlanView plan={plan} status={status} language={language} onRetry={retry} itinerary={itinerary} />
    </main>
  );
}
