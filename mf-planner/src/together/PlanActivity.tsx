import { useAtomValue } from 'jotai';
import { useTranslation } from 'page-singleton';
import { languageAtom, useApiQuery } from 'shared';
import { NS } from '../i18n';
import '../screenStrings';
import { activityEntries } from './activityText';
import { ActivityList } from './components/ActivityList';

/**
 * An account plan's recent changes, who made them and when, from `GET /plan/{id}/activity` (asked again after
 * every write of the plan, which marks it stale).
 */
export function PlanActivity({ planId }: { planId: number }) {
  const { t } = useTranslation(NS);
  const language = useAtomValue(languageAtom);
  const activity = useApiQuery('getPlanActivity', t('activity.failed'), { args: { params: { id: planId } } });
  if (activity.state.status === 'error') return <p role="alert">{activity.state.message}</p>;
  if (activity.state.status !== 'ready') return null;
  return <ActivityList entries={activityEntries(activity.state.data.data ?? [], t, language)} language={language} />;
}
