import { i18n, setLanguage, type PlanChange } from 'shared';
import '../i18n';
import '../screenStrings';
import { NS } from '../i18n';
import { activityEntries, activityText } from './activityText';

const place = { place_id: 7, place_name: 'Senso-ji' };
/** Every kind of change, and how each reads in English and in Traditional Chinese. */
const cases: Array<[PlanChange, string, string]> = [
  [
    { kind: 'rename_plan', from: 'Tokyo', to: 'Tokyo in May' },
    'Ana renamed the plan “Tokyo in May”',
    'Ana 將計畫改名為「Tokyo in May」',
  ],
  [{ kind: 'set_notes' }, 'Ana changed the notes', 'Ana 修改了備註'],
  [{ kind: 'set_place_notes', ...place }, 'Ana changed the notes for Senso-ji', 'Ana 修改了Senso-ji的備註'],
  [
    { kind: 'set_dates', start_date: '2026-12-05', time_zone: null },
    'Ana set the trip to start on Dec 5, 2026',
    'Ana 將出發日期設為 2026年12月5日',
  ],
  [{ kind: 'set_dates', start_date: null, time_zone: null }, 'Ana took the dates off the plan', 'Ana 移除了計畫的日期'],
  [{ kind: 'add_stop', ...place, day: null }, 'Ana added Senso-ji', 'Ana 新增了Senso-ji'],
  [{ kind: 'add_stop', ...place, day: 0 }, 'Ana added Senso-ji to day 1', 'Ana 將Senso-ji加入第 1 天'],
  [{ kind: 'move_stop', ...place, from_day: 0, to_day: 1 }, 'Ana moved Senso-ji to day 2', 'Ana 將Senso-ji移到第 2 天'],
  [
    { kind: 'move_stop', ...place, from_day: 1, to_day: 1 },
    'Ana moved Senso-ji within day 2',
    'Ana 調整了Senso-ji在第 2 天的順序',
  ],
  [
    { kind: 'move_stop', ...place, from_day: 1, to_day: null },
    'Ana took Senso-ji out of its day',
    'Ana 將Senso-ji從當天的安排中移出',
  ],
  [{ kind: 'remove_stop', ...place }, 'Ana removed Senso-ji', 'Ana 移除了Senso-ji'],
  [
    { kind: 'set_stop', ...place, field: 'start_time', value: '09:30' },
    'Ana set Senso-ji to start at 09:30',
    'Ana 將Senso-ji的開始時間設為 09:30',
  ],
  [
    { kind: 'set_stop', ...place, field: 'start_time', value: null },
    'Ana cleared the time of Senso-ji',
    'Ana 取消了Senso-ji的開始時間',
  ],
  [
    { kind: 'set_stop', ...place, field: 'stay_minutes', value: 90 },
    'Ana set the stay at Senso-ji to 90 min',
    'Ana 將Senso-ji的停留時間設為 90 分鐘',
  ],
  [
    { kind: 'set_stop', ...place, field: 'stay_minutes', value: null },
    'Ana set the stay at Senso-ji back to the usual',
    'Ana 將Senso-ji的停留時間改回預設',
  ],
  [
    { kind: 'set_stop', ...place, field: 'travel_mode', value: 'transit' },
    'Ana set the way to Senso-ji: Public transport',
    'Ana 將前往Senso-ji的交通方式設為大眾運輸',
  ],
  [
    { kind: 'set_stop', ...place, field: 'travel_mode', value: null },
    'Ana set the way to Senso-ji back to the day’s',
    'Ana 將前往Senso-ji的交通方式改回當天的設定',
  ],
  [{ kind: 'add_day', day: 2, name: '' }, 'Ana added day 3', 'Ana 新增了第 3 天'],
  [{ kind: 'add_day', day: 2, name: 'Nikko' }, 'Ana added day 3, “Nikko”', 'Ana 新增了第 3 天「Nikko」'],
  [{ kind: 'remove_day', day: 0, name: '' }, 'Ana removed day 1', 'Ana 移除了第 1 天'],
  [{ kind: 'remove_day', day: 0, name: 'Asakusa' }, 'Ana removed day 1, “Asakusa”', 'Ana 移除了第 1 天「Asakusa」'],
  [
    { kind: 'rename_day', day: 0, from: '', to: 'Asakusa' },
    'Ana renamed day 1 “Asakusa”',
    'Ana 將第 1 天改名為「Asakusa」',
  ],
  [{ kind: 'rename_day', day: 0, from: 'Asakusa', to: '' }, 'Ana took the name off day 1', 'Ana 移除了第 1 天的名稱'],
  [
    { kind: 'set_day_mode', day: 1, travel_mode: 'walk' },
    'Ana set getting around on day 2: Walk',
    'Ana 將第 2 天的交通方式設為步行',
  ],
  [{ kind: 'move_day', from: 0, to: 2 }, 'Ana moved day 1 to day 3', 'Ana 將第 1 天移到第 3 天'],
  [
    { kind: 'member_joined', user_id: 3, display_name: 'Mei', role: 'editor' },
    'Mei joined the plan and can edit it',
    'Mei 加入了計畫，可以編輯',
  ],
  [
    { kind: 'member_joined', user_id: 3, display_name: 'Mei', role: 'viewer' },
    'Mei joined the plan and can view it',
    'Mei 加入了計畫，可以查看',
  ],
  [
    { kind: 'member_role', user_id: 3, display_name: 'Mei', role: 'editor' },
    'Ana let Mei edit the plan',
    'Ana 讓 Mei 可以編輯計畫',
  ],
  [
    { kind: 'member_role', user_id: 3, display_name: 'Mei', role: 'viewer' },
    'Ana made Mei view only',
    'Ana 將 Mei 改為只能查看',
  ],
  [
    { kind: 'member_removed', user_id: 3, display_name: 'Mei' },
    'Ana removed Mei from the plan',
    'Ana 將 Mei 移出了計畫',
  ],
  [{ kind: 'member_left', user_id: 3, display_name: 'Mei' }, 'Mei left the plan', 'Mei 退出了計畫'],
];

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: NS, ...options });

describe('activityText: every change of a plan, phrased', () => {
  afterAll(() => setLanguage('en'));

  test.each(cases)('%j in English', async (change, en) => {
    await setLanguage('en');
    expect(activityText(change, 'Ana', t, 'en')).toBe(en);
  });

  test.each(cases)('%j in Traditional Chinese', async (change, _en, zh) => {
    await setLanguage('zh-Hant-TW');
    expect(activityText(change, 'Ana', t, 'zh-Hant-TW')).toBe(zh);
  });
});

describe('activityEntries', () => {
  test('a line for each change, newest first; an actor deleted since is “someone”', async () => {
    await setLanguage('en');
    const entries = activityEntries(
      [
        { version: 2, at: '2026-11-28T09:00:00Z', actor: null, changes: [{ kind: 'set_notes' }] },
        {
          version: 3,
          at: '2026-11-28T10:00:00Z',
          actor: { user_id: 2, display_name: 'Ana', profile_color: '#c0392b' },
          changes: [
            { kind: 'rename_day', day: 0, from: '', to: 'Asakusa' },
            { kind: 'move_stop', ...place, from_day: 0, to_day: 1 },
          ],
        },
      ],
      t,
      'en',
    );
    expect(entries.map((e) => [e.id, e.who.display_name, e.text, e.at])).toEqual([
      ['3:0', 'Ana', 'Ana renamed day 1 “Asakusa”', '2026-11-28T10:00:00Z'],
      ['3:1', 'Ana', 'Ana moved Senso-ji to day 2', '2026-11-28T10:00:00Z'],
      ['2:0', 'Someone', 'Someone changed the notes', '2026-11-28T09:00:00Z'],
    ]);
  });
});
