import { useTranslation } from 'page-singleton';
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { bus, errorMessage, languageAtom, loginStateAtom, useApiMutation, type ParcelProps, type Plan } from 'shared';
import { NS } from '../i18n';
import type { PlanId } from '../common/planSource';
import { PlansView } from './components/PlansView';
import { useAccountPlans } from './hooks/useAccountPlans';
import { useGuestPlan } from './hooks/useGuestPlan';

export interface PlansPageProps extends Partial<ParcelProps> {
  compact?: boolean;
  /** open a plan in place (the planner drawer) */
  onOpen?: (id: PlanId) => void;
  onNavigate?: () => void;
}

/** `/my/plans`: the account's plans (create, delete) and the guest's local plan. */
export function PlansPage({ compact, onOpen }: PlansPageProps) {
  const { t } = useTranslation(NS);
  const loginState = useAtomValue(loginStateAtom);
  const language = useAtomValue(languageAtom);
  const guestPlan = useGuestPlan();
  const signedIn = loginState === 'logged-in';
  const account = useAccountPlans(signedIn);
  const createPlan = useApiMutation('createPlan');
  const deletePlan = useApiMutation('deletePlan');
  const [busy, setBusy] = useState(false);

  /** Whether the change was made (a failure is shown as a message); the list is asked again by the write. */
  const act = async (work: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    try {
      await work();
      return true;
    } catch (err) {
      bus.emit('message:show', { message: errorMessage(err, t('error.action')), type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <PlansView
      loginState={loginState}
      guestPlan={guestPlan}
      language={language}
      accountPlans={account.plans}
      accountStatus={account.status}
      busy={busy}
      compact={compact}
      onOpen={onOpen}
      onRetry={account.reload}
      onCreate={(name) => act(() => createPlan.mutateAsync({ body: { plan_name: name, notes: '', plan_places: [] } }))}
      onDelete={(p: Plan) => void act(() => deletePlan.mutateAsync({ params: { id: p.id as number } }))}
    />
  );
}
