import { useTranslation } from 'page-singleton';
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  Button,
  bus,
  errorMessage,
  fetchApi,
  GUEST_PLAN_ID,
  languageAtom,
  loginStateAtom,
  useApiMutation,
  useApiQuery,
  type Plan,
} from 'shared';
import { NS } from '../i18n';
import { parsePlanId } from '../common/usePlan';
import type { InsertAction } from '../common/planOps';
import { guestSource, serverSource, type PlanId } from '../common/planSource';
import { openPlanInDrawer } from '../common/openedPlan';
import { defaultGuestPlanName, guestPlanName, readGuestPlan } from '../common/guestPlan';
import { PlanAddedMessage, type AddOutcome } from './PlanAddedMessage';
import { PlanMenu } from './PlanMenu';
import '../common/widgets.css';

export interface AddToPlanProps {
  placeId: number | string;
  /** a plan to add to (from the place page's query: planId, action, onPlaceId) */
  planId?: number | string | null;
  action?: InsertAction | string | null;
  onPlaceId?: number | string | null;
}

const ACTIONS: InsertAction[] = ['insert', 'insert_after', 'insert_before'];

/** Whether the place is in the plan now (a guest's from storage; an account plan from the list, or asked for). */
async function planHolds(to: PlanId, placeId: number, known: Plan[] | null, language: string): Promise<boolean> {
  if (to === GUEST_PLAN_ID) return !!readGuestPlan()?.plan_places.some((p) => p.id === placeId);
  const plan = known?.find((p) => p.id === to) ?? (await fetchApi('getPlan', language, { params: { id: to } })).data;
  return !!plan?.plan_places.some((p) => p.id === placeId);
}

/**
 * Exposed widget: add a place to a plan. With planId (and action / onPlaceId) it adds at that position;
 * otherwise a guest adds to the local plan and a signed-in user picks one of their plans or starts a new one.
 * The message says whether the place was added, was already there, or moved, and opens the plan in the
 * planner drawer.
 */
export function AddToPlan({ placeId, planId, action, onPlaceId }: AddToPlanProps) {
  const { t } = useTranslation(NS);
  const loginState = useAtomValue(loginStateAtom);
  const language = useAtomValue(languageAtom);
  const id = Number(placeId);
  const target = planId == null || planId === '' ? null : parsePlanId(String(planId));
  const act: InsertAction = ACTIONS.includes(action as InsertAction) ? (action as InsertAction) : 'insert';
  const on = onPlaceId == null || onPlaceId === '' ? null : Number(onPlaceId);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<{ planId: PlanId; name: string; outcome: AddOutcome } | null>(null);
  // the plans are read when the menu opens, from the page's one cache (every write of a plan marks them stale, so
  // "already in it" is current)
  const { state: plansState } = useApiQuery('getPlans', '', {
    enabled: open && loginState === 'logged-in',
    select: (answer) => answer.data ?? [],
  });
  const plans = plansState.status === 'ready' ? plansState.data : null;
  const createPlan = useApiMutation('createPlan');

  if (!Number.isInteger(id) || id < 1) return null;

  // while busy the buttons stay enabled (a disabled button would drop the keyboard focus): a second press meanwhile is ignored
  const add = async (to: PlanId, name: string, how: InsertAction = 'insert', onId: number | null = null) => {
    if (busy) return;
    setBusy(true);
    try {
      const had = await planHolds(to, id, plans, language);
      const source =
        to === GUEST_PLAN_ID ? guestSource(defaultGuestPlanName(language), language) : serverSource(to, language);
      await source.insert(id, how, onId);
      setDone({ planId: to, name, outcome: !had ? 'added' : how === 'insert' ? 'already' : 'moved' });
    } catch (err) {
      bus.emit('message:show', { message: errorMessage(err, t('error.action')), type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const createWith = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const name = t('add.newPlanName');
      const res = await createPlan.mutateAsync({
        body: { plan_name: name, notes: '', plan_places: [{ id, type: 'poi', notes: '' }] },
      });
      bus.emit('plan:changed', { planId: res.data!.id as number });
      setDone({ planId: res.data!.id, name, outcome: 'added' });
    } catch (err) {
      bus.emit('message:show', { message: errorMessage(err, t('error.action')), type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const status = (
    <PlanAddedMessage
      outcome={done?.outcome ?? null}
      planName={done?.name ?? ''}
      onView={() => done && openPlanInDrawer(done.planId)}
    />
  );

  if (target !== null) {
    const label =
      act === 'insert_before' ? t('add.before') : act === 'insert_after' ? t('add.after') : t('add.toThisPlan');
    const name = target === GUEST_PLAN_ID ? guestPlanName(readGuestPlan() ?? { plan_name: '' }, language) : '';
    return (
      <div className="mfp-add">
        <Button
          size="sm"
          aria-busy={busy || undefined}
          onClick={() => void add(target, name || t('add.thePlan'), act, on)}
        >
          {label}
        </Button>
        {status}
      </div>
    );
  }

  if (loginState !== 'logged-in') {
    const name = guestPlanName(readGuestPlan() ?? { plan_name: '' }, language);
    return (
      <div className="mfp-add">
        <Button
          size="sm"
          variant="secondary"
          aria-busy={busy || undefined}
          onClick={() => void add(GUEST_PLAN_ID, name)}
        >
          {t('add.toPlan')}
        </Button>
        {status}
      </div>
    );
  }

  return (
    <div className="mfp-add">
      <PlanMenu
        placeId={id}
        open={open}
        onOpenChange={setOpen}
        plans={plans}
        loadFailed={plansState.status === 'error'}
        busy={busy}
        onChoose={(p) => void (p ? add(p.id, p.plan_name) : createWith())}
      />
      {status}
    </div>
  );
}
