import { useAtomValue } from 'jotai';
import { languageAtom, loginStateAtom } from 'shared';
import { PlansView } from './components/PlansView';
import { useGuestPlan } from './hooks/useGuestPlan';

/** `/my/plans`: the guest's local plan; account plans come with a later issue. */
export function PlansPage() {
  const loginState = useAtomValue(loginStateAtom);
  const language = useAtomValue(languageAtom);
  const guestPlan = useGuestPlan();
  return <PlansView loginState={loginState} guestPlan={guestPlan} language={language} />;
}
