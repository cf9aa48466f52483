import { useParams } from 'page-singleton';
import { useAtomValue } from 'jotai';
import { languageAtom, useApiQuery } from 'shared';
import { SharedPlanView } from './components/SharedPlanView';
import { isShareToken, sharedPlanStatusOf } from './sharedPlanState';

/** `/plans/shared/:token`: a plan opened from its read-only share link; no sign-in needed. */
export function SharedPlanPage({ params }: { params?: Record<string, string> }) {
  const routeParams = useParams();
  const token = params?.token ?? routeParams.token ?? '';
  const language = useAtomValue(languageAtom);
  // (asked again in the reader's language when it changes: place names come back in it)
  const enabled = isShareToken(token);
  const plan = useApiQuery('getSharedPlan', '', { args: { params: { token } }, enabled });
  // the days, read-only: without them (none, or unreadable) the plan shows as its one list
  const days = useApiQuery('getSharedPlanItinerary', '', { args: { params: { token } }, enabled });
  const status = sharedPlanStatusOf(token, plan.state, plan.error);
  return (
    <main className="mfp-plans">
      <SharedPlanView
        plan={plan.state.status === 'ready' ? plan.state.data.data! : null}
        status={status}
        language={language}
        onRetry={() => {
          plan.retry();
          days.retry();
        }}
        itinerary={days.state.status === 'ready' ? (days.state.data.data ?? null) : null}
      />
    </main>
  );
}
