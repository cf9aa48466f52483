import type { PlanActivityEntry, PlanChange } from 'shared';
import type { ActivityEntry } from './components/ActivityList';

/** A string of the planner's catalogues, filled in. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How an actor deleted since is shown. */
const NOBODY_COLOR = '#8a8a8a';

/**
 * One change of a plan as a sentence in the reader's language, naming who made it ("Ana moved Senso-ji to day 2");
 * days are counted from 1, as people count them; a date in the reader's way of writing it.
 */
export function activityText(change: PlanChange, name: string, t: Translate, language: string): string {
  const day = (n: number) => n + 1;
  const mode = (m: string) => t(`itinerary.modes.${m}`);
  switch (change.kind) {
    case 'rename_plan':
      return t('activity.renamePlan', { name, to: change.to });
    case 'set_notes':
      return t('activity.notes', { name });
    case 'set_place_notes':
      return t('activity.placeNotes', { name, place: change.place_name });
    case 'set_dates':
      return change.start_date === null
        ? t('activity.datesCleared', { name })
        : t('activity.dates', {
            name,
            date: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
              new Date(`${change.start_date}T00:00:00Z`),
            ),
          });
    case 'add_stop':
      return change.day === null
        ? t('activity.addStop', { name, place: change.place_name })
        : t('activity.addStopToDay', { name, place: change.place_name, day: day(change.day) });
    case 'move_stop':
      if (change.to_day === null) return t('activity.unscheduleStop', { name, place: change.place_name });
      return t(change.to_day === change.from_day ? 'activity.moveStopWithin' : 'activity.moveStop', {
        name,
        place: change.place_name,
        day: day(change.to_day),
      });
    case 'remove_stop':
      return t('activity.removeStop', { name, place: change.place_name });
    case 'set_stop': {
      const place = change.place_name;
      if (change.value === null)
        return t(
          {
            start_time: 'activity.stopTimeCleared',
            stay_minutes: 'activity.stopStayCleared',
            travel_mode: 'activity.stopModeCleared',
          }[change.field],
          { name, place },
        );
      if (change.field === 'start_time') return t('activity.stopTime', { name, place, time: change.value });
      if (change.field === 'stay_minutes') return t('activity.stopStay', { name, place, minutes: change.value });
      return t('activity.stopMode', { name, place, mode: mode(String(change.value)) });
    }
    case 'add_day':
      return change.name
        ? t('activity.addDayNamed', { name, day: day(change.day), title: change.name })
        : t('activity.addDay', { name, day: day(change.day) });
    case 'remove_day':
      return change.name
        ? t('activity.removeDayNamed', { name, day: day(change.day), title: change.name })
        : t('activity.removeDay', { name, day: day(change.day) });
    case 'rename_day':
      return change.to
        ? t('activity.renameDay', { name, day: day(change.day), to: change.to })
        : t('activity.renameDayCleared', { name, day: day(change.day) });
    case 'set_day_mode':
      return t('activity.dayMode', { name, day: day(change.day), mode: mode(change.travel_mode) });
    case 'move_day':
      return t('activity.moveDay', { name, from: day(change.from), to: day(change.to) });
    case 'member_joined':
      return t(`activity.joined.${change.role}`, { member: change.display_name });
    case 'member_role':
      return t(`activity.role.${change.role}`, { name, member: change.display_name });
    case 'member_removed':
      return t('activity.memberRemoved', { name, member: change.display_name });
    case 'member_left':
      return t('activity.memberLeft', { member: change.display_name });
  }
}

/** A plan's activity as the list shows it: a line for each change, newest first, with who made it and when. */
export function activityEntries(
  entries: readonly PlanActivityEntry[],
  t: Translate,
  language: string,
): ActivityEntry[] {
  const newestFirst = [...entries].sort((a, b) => b.version - a.version);
  return newestFirst.flatMap((entry) => {
    const who = entry.actor ?? { display_name: t('activity.someone'), profile_color: NOBODY_COLOR };
    return entry.changes.map((change, i) => ({
      id: `${entry.version}:${i}`,
      who: { display_name: who.display_name, profile_color: who.profile_color },
      text: activityText(change, who.display_name, t, language),
      at: entry.at,
    }));
  });
}
