import { useParams } from 'page-singleton';
import { useAtomValue } from 'jotai';
import { languageAtom, useApiQuery, useFirstScreen } from 'shared';
import { isShareToken, sharedPlanRoute } from '../routes';
import { SharedPlanView } from './components/SharedPlanView';
import { sharedPlanStatusOf } from './sharedPlanState';

/** `/plans/shared/:token`: a plan opened from its read-only share link; no sign-in needed. */
export function SharedPlanPage({ params }: { params?: Record<string, string> }) {
  const routeParams = useParams();
  const token = params?.token ?? routeParams.token ?? '';
  const language = useAtomValue(languageAtom);
  // (asked again in the reader's language when it changes: place names come back in it)
  const enabled = isShareToken(token);
  const plan = useFirstScreen(sharedPlanRoute, 'plan', { token }, '');
  // the days, read-only, asked beside the plan (the shell's server does not read them: they decide nothing about
  // the page's status or head); without them (none, or unreadable) the plan shows as its one list
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
