import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api, Button, bus, errorMessage, GUEST_PLAN_ID, languageAtom, loginStateAtom, type Plan } from 'shared';
import { NS } from '../i18n';
import { parsePlanId } from '../planner/hooks/usePlan';
import type { InsertAction } from '../planner/state/planOps';
import { guestSource, serverSource, type PlanId } from '../planner/state/planSource';
import { defaultGuestPlanName, guestPlanName, readGuestPlan } from '../plans/state/guestPlan';
import './widgets.css';

export interface AddToPlanProps {
  placeId: number | string;
  /** a plan to add to (from the place page's query: planId, action, onPlaceId) */
  planId?: number | string | null;
  action?: InsertAction | string | null;
  onPlaceId?: number | string | null;
}

const ACTIONS: InsertAction[] = ['insert', 'insert_after', 'insert_before'];

/**
 * Exposed widget: add a place to a plan. With planId (and action / onPlaceId) it adds at that position;
 * otherwise a guest adds to the local plan and a signed-in user picks one of their plans or starts a new one.
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
  const [plans, setPlans] = useState<Plan[] | null>(null);
  const [plansError, setPlansError] = useState(false);
  const [done, setDone] = useState<{ planId: PlanId; name: string } | null>(null);

  if (!Number.isInteger(id) || id < 1) return null;

  const add = async (to: PlanId, name: string, how: InsertAction = 'insert', onId: number | null = null) => {
    setBusy(true);
    try {
      const source = to === GUEST_PLAN_ID ? guestSource(defaultGuestPlanName(language)) : serverSource(to);
      await source.insert(id, how, onId);
      setDone({ planId: to, name });
      setOpen(false);
    } catch (err) {
      bus.emit('message:show', { message: errorMessage(err, t('error.action')), type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const createWith = async () => {
    setBusy(true);
    try {
      const name = t('add.newPlanName');
      const res = await api.call('createPlan', {
        body: { plan_name: name, notes: '', plan_places: [{ id, type: 'poi', notes: '' }] },
      });
      bus.emit('plan:changed', { planId: res.data!.id as number });
      setDone({ planId: res.data!.id, name });
      setOpen(false);
    } catch (err) {
      bus.emit('message:show', { message: errorMessage(err, t('error.action')), type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const openPicker = async () => {
    const next = !open;
    setOpen(next);
    if (!next || plans) return;
    setPlansError(false);
    try {
      setPlans((await api.call('getPlans')).data ?? []);
    } catch {
      setPlansError(true);
    }
  };

  const status = (
    <p className="mfp-add__status" role="status" aria-live="polite">
      {done && (
        <>
          {t('add.added', { name: done.name })} <Link to={`/my/plans/${done.planId}`}>{t('add.view')}</Link>
        </>
      )}
    </p>
  );

  if (target !== null) {
    const label =
      act === 'insert_before' ? t('add.before') : act === 'insert_after' ? t('add.after') : t('add.toThisPlan');
    const name = target === GUEST_PLAN_ID ? guestPlanName(readGuestPlan() ?? { plan_name: '' }, language) : '';
    return (
      <div className="mfp-add">
        <Button size="sm" loading={busy} onClick={() => void add(target, name || t('add.thePlan'), act, on)}>
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
        <Button size="sm" variant="secondary" loading={busy} onClick={() => void add(GUEST_PLAN_ID, name)}>
          {t('add.toPlan')}
        </Button>
        {status}
      </div>
    );
  }

  return (
    <div className="mfp-add">
      <Button
        size="sm"
        variant="secondary"
        aria-expanded={open}
        aria-controls={`mfp-add-${id}`}
        loading={busy}
        onClick={() => void openPicker()}
      >
        {t('add.toPlan')}
      </Button>
      {open && (
        <div className="mfp-add__picker" id={`mfp-add-${id}`} role="group" aria-label={t('add.choose')}>
          {plans === null && !plansError && <p>{t('loading')}</p>}
          {plansError && <p role="alert">{t('error.load')}</p>}
          {plans && (
            <ul className="mfp-add__plans">
              {plans.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    className="mfp-add__plan"
                    disabled={busy}
                    onClick={() => void add(p.id, p.plan_name)}
                  >
                    {p.plan_name}
                    {p.plan_places.some((pp) => pp.id === id) && <span> ({t('add.alreadyIn')})</span>}
                  </button>
                </li>
              ))}
              <li>
                <button type="button" className="mfp-add__plan" disabled={busy} onClick={() => void createWith()}>
                  + {t('add.newPlan')}
                </button>
              </li>
            </ul>
          )}
        </div>
      )}
      {status}
    </div>
  );
}
