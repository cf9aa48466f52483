import { apiQueryKey, queryClient, type PlanActivityEntry } from 'shared';
import { planChangedElsewhere } from './usePlanLive';

const entry = (version: number, changes: PlanActivityEntry['changes']): PlanActivityEntry => ({
  version,
  at: '2026-11-28T10:00:00Z',
  actor: { user_id: 2, display_name: 'Ana', profile_color: '#c0392b' },
  changes,
});

/** The cached reads of plan 7 (and one of plan 8), each answered at `version`; whether each is stale now. */
function cache(version: number) {
  const keys = {
    plan: apiQueryKey('getPlan', 'en', { params: { id: 7 } }),
    planZh: apiQueryKey('getPlan', 'zh-Hant-TW', { params: { id: 7 } }),
    days: apiQueryKey('getPlanItinerary', 'en', { params: { id: 7 } }),
    activity: apiQueryKey('getPlanActivity', 'en', { params: { id: 7 } }),
    members: apiQueryKey('getPlanMembers', 'en', { params: { id: 7 } }),
    plans: apiQueryKey('getPlans', 'en'),
    otherPlan: apiQueryKey('getPlan', 'en', { params: { id: 8 } }),
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { code: 200, data: { version } });
  return () =>
    Object.fromEntries(
      Object.entries(keys).map(([name, key]) => [name, queryClient.getQueryState(key)?.isInvalidated ?? false]),
    );
}

afterEach(() => queryClient.clear());

describe('a change of the plan made elsewhere', () => {
  it('marks the plan, its days (in every language), its activity and the list of plans stale; not its members, nor another plan', async () => {
    const stale = cache(3);
    await planChangedElsewhere(7, entry(4, [{ kind: 'rename_day', day: 1, from: 'Namba', to: 'Castle' }]));
    expect(stale()).toEqual({
      plan: true,
      planZh: true,
      days: true,
      activity: true,
      members: false,
      plans: true,
      otherPlan: false,
    });
  });

  it('leaves the plan and its days as they are when the cache already has that version (a write made here)', async () => {
    const stale = cache(4);
    await planChangedElsewhere(7, entry(4, [{ kind: 'set_notes' }]));
    expect(stale()).toMatchObject({ plan: false, planZh: false, days: false, activity: true });
  });

  it('marks the members stale when they changed', async () => {
    const stale = cache(3);
    await planChangedElsewhere(
      7,
      entry(4, [{ kind: 'member_joined', user_id: 5, display_name: 'Bo', role: 'viewer' }]),
    );
    expect(stale()).toMatchObject({ members: true });
  });
});
