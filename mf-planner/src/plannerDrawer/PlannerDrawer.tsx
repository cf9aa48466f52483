import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'shared';
import { NS } from '../i18n';
import { Planner } from '../planner/PlannerPage';
import type { PlanId } from '../planner/state/planSource';
import { PlansPage } from '../plans/PlansPage';

export interface PlannerDrawerProps {
  closeDrawer?: () => void;
  /** open at the list of plans (the shell's back-to-list flag) */
  backToList?: boolean;
}

/** Content of the shell's planner drawer: the plans, then one plan's planner with a way back to the list. */
export function PlannerDrawer({ closeDrawer }: PlannerDrawerProps) {
  const { t } = useTranslation(NS);
  const [planId, setPlanId] = useState<PlanId | null>(null);
  if (planId === null) return <PlansPage compact onOpen={setPlanId} onNavigate={closeDrawer} />;
  return (
    <div className="mfp-drawer">
      <Button variant="ghost" size="sm" onClick={() => setPlanId(null)}>
        ← {t('planner.backToList')}
      </Button>
      <Planner planId={planId} compact />
    </div>
  );
}
