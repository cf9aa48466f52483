import { useTranslation } from 'page-singleton';
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  bus,
  errorMessage,
  fetchApi,
  GUEST_PLAN_ID,
  languageAtom,
  loginStateAtom,
  runApiMutation,
  useApiMutation,
  type Plan,
} from 'shared';
import { NS } from '../i18n';
import '../screenStrings';
import { guestInsert, PLAN_WRITE, type PlanId } from '../common/planSource';
import { guestPlanChanged, putPlan } from '../common/planCache';
import { guestPlanName, readGuestPlan } from '../common/guestPlan';
import { experiencePlacesInOrder, placesToAdd, planNameFrom, type PlaceRef } from './addAll';
import { AddAllView, type AddAllOption, type AddAllResult } from './components/AddAllView';

export interface AddExperienceToPlanProps {
  experienceId: number | string;
}

interface Loaded {
  title: string;
  places: PlaceRef[];
  /** the account's plans (null for a guest) */
  plans: Plan[] | null;
}

/**
 * Exposed widget: add every place of a video to a plan, in the order they appear in the video,
 * skipping places the plan already has. A guest adds to the local plan; a signed-in user picks a plan or
 * makes a new one named after the video. Mounted by the experience page with
 * `<RemoteWidget remote="mf_planner" module="AddExperienceToPlan" extra={{ experienceId }} />`.
 */
export function AddExperienceToPlan({ experienceId }: AddExperienceToPlanProps) {
  const { t } = useTranslation(NS);
  const signedIn = useAtomValue(loginStateAtom) === 'logged-in';
  const language = useAtomValue(languageAtom);
  const id = Number(experienceId);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<AddAllResult | null>(null);
  const createPlan = useApiMutation('createPlan');

  if (!Number.isInteger(id) || id < 1) return null;

  const load = async () => {
    setLoadError(false);
    setLoaded(null);
    try {
      const [exp, plans] = await Promise.all([
        fetchApi('getExperience', language, { params: { id } }),
        signedIn ? fetchApi('getPlans', language) : Promise.resolve(null),
      ]);
      setLoaded({
        title: exp.data!.title,
        places: experiencePlacesInOrder(exp.data!.places),
        plans: plans ? (plans.data ?? []) : null,
      });
    } catch {
      setLoadError(true);
    }
  };

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (next) {
      setResult(null);
      void load();
    }
  };

  const guestName = guestPlanName(readGuestPlan() ?? { plan_name: '' }, language);
  const newName = loaded ? planNameFrom(loaded.title, t('add.newPlanName')) : '';
  const options: AddAllOption[] | null = !loaded
    ? null
    : loaded.plans === null
      ? [{ id: GUEST_PLAN_ID, label: t('addAll.guestPlan', { name: guestName }) }]
      : [
          ...loaded.plans.map((p) => ({ id: p.id, label: p.plan_name })),
          { id: 'new' as const, label: t('addAll.newPlan', { name: newName }) },
        ];

  const addTo = async (target: PlanId | 'new'): Promise<AddAllResult> => {
    const places = loaded!.places;
    if (target === 'new') {
      const res = await createPlan.mutateAsync({
        body: { plan_name: newName, notes: '', plan_places: places.map((p) => ({ ...p, notes: '' })) },
      });
      const planId = res.data!.id as number;
      bus.emit('plan:changed', { planId });
      return { planId, name: newName, added: places.length, skipped: 0 };
    }
    if (target === GUEST_PLAN_ID) {
      const { add, skipped } = placesToAdd(
        places,
        (readGuestPlan()?.plan_places ?? []).map((p) => p.id),
      );
      for (const p of add) guestInsert(p, 'insert');
      void guestPlanChanged();
      bus.emit('plan:changed', { planId: GUEST_PLAN_ID });
      return { planId: GUEST_PLAN_ID, name: guestName, added: add.length, skipped };
    }
    // the plan as the page's cache has it now (every write of a plan keeps it current), not as listed when the
    // picker opened; then one insert per place, in order, the last answer put into the cache
    const current = (await fetchApi('getPlan', language, { params: { id: target } })).data!;
    const { add, skipped } = placesToAdd(
      places,
      current.plan_places.map((p) => p.id),
    );
    for (const p of add) {
      const res = await runApiMutation(
        'insertPlanPlace',
        { params: { planId: target, placeId: p.id }, body: { action: 'insert' } },
        PLAN_WRITE,
      );
      putPlan(res, language);
    }
    bus.emit('plan:changed', { planId: target });
    return { planId: target, name: current.plan_name, added: add.length, skipped };
  };

  const choose = async (target: PlanId | 'new') => {
    setBusy(true);
    try {
      setResult(await addTo(target));
      setOpen(false);
      setLoaded(null);
    } catch (err) {
      bus.emit('message:show', { message: errorMessage(err, t('error.action')), type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AddAllView
      open={open}
      options={options}
      loadError={loadError}
      busy={busy}
      noPlaces={!!loaded && loaded.places.length === 0}
      result={result}
      onToggle={toggle}
      onChoose={(target) => void choose(target)}
      onRetry={() => void load()}
    />
  );
}
