import { Link, Navigate, useNavigate, useParams, useSearchParams, useTranslation } from 'page-singleton';
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { bus, errorMessage, GUEST_PLAN_ID, languageAtom, loginStateAtom, userAtom, type Place } from 'shared';
import { migratedPlanId, moveGuestData, hasGuestContent } from '../migration';
import { readGuestPlan } from '../common/guestPlan';
import { NS } from '../i18n';
import '../screenStrings';
import { useInspirationPlaces } from '../inspiration';
import { ShareControl, useShareLink } from '../share';
import { PlanActivity, PlanCompanions } from '../together';
import { NoPlanOnDevice } from './components/NoPlanOnDevice';
import { PlannerView } from './components/PlannerView';
import { useItinerary } from './hooks/useItinerary';
import { parsePlanId, usePlan } from '../common/usePlan';
import type { PlanId } from '../common/planSource';

/** The planner for one plan (guest or account). */
export function Planner({ planId, compact = false }: { planId: PlanId; compact?: boolean }) {
  const { t } = useTranslation(NS);
  const language = useAtomValue(languageAtom);
  const user = useAtomValue(userAtom);
  const signedIn = useAtomValue(loginStateAtom) === 'logged-in';
  const p = usePlan(planId, language);
  // the drawer's narrow planner is the plan's one list: days and times are the planner page's
  const days = useItinerary(planId, p.status === 'ready' ? p.plan : null, !compact, p.reload);
  const { pois } = useInspirationPlaces(0);
  const saved = pois.map((x) => x.place).filter((x): x is Place => !!x);
  const [moving, setMoving] = useState(false);
  const view = usePlannerQuery();
  const navigate = useNavigate();
  // a signed-in user's plan still on this device (made before signing in to an existing account)
  const toAccount =
    planId === GUEST_PLAN_ID && signedIn && user
      ? async () => {
          setMoving(true);
          try {
            // the move then opens the new plan in place of this one
            await moveGuestData(user.id);
          } catch (err) {
            bus.emit('message:show', { message: errorMessage(err, t('error.action')), type: 'error' });
          } finally {
            setMoving(false);
          }
        }
      : undefined;
  return (
    <PlannerView
      plan={p.plan}
      status={p.status}
      busy={p.busy}
      language={language}
      savedPlaces={saved}
      compact={compact}
      onMove={(id, to) => void p.move(id, to)}
      onRemove={(id) => void p.remove(id)}
      noteDrafts={p.noteDrafts}
      noteStatus={p.noteStatus}
      onNoteChange={p.typeNote}
      onNotesSave={p.saveNotes}
      onUpdate={(f) => void p.update(f)}
      nameConflict={p.nameConflict}
      onInsert={(id, action, on) => void p.insert(id, action, on)}
      onRetry={p.reload}
      onMoveToAccount={toAccount && (() => void toAccount())}
      movingToAccount={moving}
      printing={!compact && view.printing}
      onPrint={compact ? undefined : view.setPrinting}
      shownDay={compact ? null : view.shownDay}
      onShowDay={compact ? undefined : view.setShownDay}
      itinerary={
        compact
          ? undefined
          : {
              itinerary: days.itinerary,
              saveStatus: days.saveStatus,
              onChange: days.edit,
              onRetry: days.retry,
              theirs: days.theirs,
              onKeepMine: days.keepMine,
              onKeepTheirs: days.keepTheirs,
              realLegs: days.realLegs,
              onLegs: days.requestLegs,
            }
      }
      share={
        p.plan && p.status === 'ready' && !toAccount ? (
          typeof p.plan.id === 'number' ? (
            <>
              {(p.plan.role ?? 'owner') === 'owner' && <PlanShare planId={p.plan.id} shared={!!p.plan.shared} />}
              <PlanCompanions planId={p.plan.id} role={p.plan.role ?? 'owner'} onLeft={() => navigate('/my/plans')} />
              <PlanActivity planId={p.plan.id} />
            </>
          ) : (
            <ShareControl guest shared={false} link={null} onCreate={noop} onRevoke={noop} />
          )
        ) : null
      }
    />
  );
}

const noop = () => undefined;

/**
 * What the planner page shows, kept in its address so a reload or a shared link shows the same: `view=print` (the
 * days' print view; opening it is a history entry, so Back leaves it) and `day=n` (the one day shown, from 1; none:
 * the whole trip).
 */
export function usePlannerQuery() {
  const [query, setQuery] = useSearchParams();
  const set = (key: string, value: string | null, replace: boolean) =>
    setQuery(
      (q) => {
        const next = new URLSearchParams(q);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace },
    );
  const day = Number(query.get('day'));
  return {
    printing: query.get('view') === 'print',
    shownDay: Number.isInteger(day) && day >= 1 ? day - 1 : null,
    setShownDay: (index: number | null) => set('day', index === null ? null : String(index + 1), true),
    setPrinting: (open: boolean) => set('view', open ? 'print' : null, false),
  };
}

/** The share control of an account plan (only its owner ever gets here: the plan loaded). */
function PlanShare({ planId, shared }: { planId: number; shared: boolean }) {
  const s = useShareLink(planId, shared);
  return (
    <ShareControl
      shared={s.shared}
      link={s.link}
      busy={s.busy}
      onCreate={() => void s.create()}
      onRevoke={() => void s.revoke()}
    />
  );
}

/** `/my/plans/:planId` (planId `guest` = the local plan). */
export function PlannerPage({ params }: { params?: Record<string, string> }) {
  const { t } = useTranslation(NS);
  const routeParams = useParams();
  const planId = parsePlanId(params?.planId ?? routeParams.planId);
  const signedIn = useAtomValue(loginStateAtom) === 'logged-in';
  const noneOnDevice = planId === GUEST_PLAN_ID && signedIn && !hasGuestContent(readGuestPlan());
  // after sign-up the guest plan lives on the account: /my/plans/guest moves to it
  const moved = noneOnDevice ? migratedPlanId() : null;
  if (moved) return <Navigate to={`/my/plans/${moved}`} replace />;
  return (
    <main className="mfp-plans">
      <p>
        <Link to="/my/plans">← {t('planner.backToPlans')}</Link>
      </p>
      {planId === null ? (
        <h1>{t('planner.notFound')}</h1>
      ) : noneOnDevice ? (
        <NoPlanOnDevice />
      ) : (
        <Planner key={String(planId)} planId={planId} />
      )}
    </main>
  );
}
