import { Link, useTranslation } from 'page-singleton';
import { useEffect, useRef, useState } from 'react';
import { bus, Button, GUEST_PLAN_ID } from 'shared';
import { NS } from '../i18n';
import '../screenStrings';
import { Planner } from '../planner';
import type { PlanId } from '../common/planSource';
import { PlansPage } from '../plans';
import { lastOpenedPlan, rememberOpenedPlan } from '../common/openedPlan';

export interface PlannerDrawerProps {
  closeDrawer?: () => void;
  /**
   * The shell's back-to-list flag: true while one plan is shown (the drawer's header then has a
   * "Back to list" button, which sets it to false), false for the list of plans. Undefined: not in the shell's
   * drawer, so this content shows its own way back.
   */
  backToList?: boolean;
}

/** Content of the shell's planner drawer: the plans, then one plan's planner with a way back to the list. */
export function PlannerDrawer({ closeDrawer, backToList }: PlannerDrawerProps) {
  const { t } = useTranslation(NS);
  const hosted = backToList !== undefined;
  const [planId, setPlanId] = useState<PlanId | null>(() => (backToList ? lastOpenedPlan() : null));

  // the shell's Back (or anyone clearing the flag) returns to the list
  useEffect(() => {
    if (backToList === false) setPlanId(null);
  }, [backToList]);

  // the flag is on only while a plan is shown: the list shown with it on (opened with no plan to show, or the plan
  // shown is gone) turns it off
  useEffect(() => {
    if (backToList && planId === null) bus.emit('drawer:open', { drawer: 'planner', backToList: false });
  }, [backToList, planId]);

  const open = (id: PlanId) => {
    rememberOpenedPlan(id);
    setPlanId(id);
    if (hosted) bus.emit('drawer:open', { drawer: 'planner', backToList: true });
  };

  // The guest plan moved to the account (its "Move it to my account", or a sign-up): the device's plan is gone,
  // so the drawer shows the account plan it became, as /my/plans/guest goes to it; when nothing moved, the list
  // (and the flag goes off, as above).
  const shown = useRef(planId);
  shown.current = planId;
  useEffect(
    () =>
      bus.on('planner:guest-migrated', ({ planId: moved }) => {
        if (lastOpenedPlan() === GUEST_PLAN_ID) rememberOpenedPlan(moved);
        if (shown.current !== GUEST_PLAN_ID) return;
        setPlanId(moved);
      }),
    [],
  );

  if (planId === null) return <PlansPage compact onOpen={open} onNavigate={closeDrawer} />;
  return (
    <div className="mfp-drawer">
      {!hosted && (
        <Button variant="ghost" size="sm" onClick={() => setPlanId(null)}>
          ← {t('planner.backToList')}
        </Button>
      )}
      <Planner planId={planId} compact />
      <p>
        <Link to={`/my/plans/${planId}`} onClick={closeDrawer}>
          {t('planner.openAsPage')}
        </Link>
      </p>
    </div>
  );
}
