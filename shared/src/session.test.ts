import { api, ApiError } from './api';
import { bus } from 'page-singleton/bus';
import { DEFAULT_LANGUAGE, type User } from 'contract';
import { currentLanguage, LANGUAGE_STORAGE_KEY, setLanguage } from 'page-singleton';
import { logOut, INSPIRATION_STORAGE_KEY } from './session';
import { loginStateAtom, sharedStore, userAtom } from 'page-singleton';
import { queryClient } from 'page-singleton';

describe('logOut', () => {
  let calls: string[];
  let serverAnswers: boolean;
  beforeEach(() => {
    calls = [];
    serverAnswers = true;
    jest.spyOn(api, 'call').mockImplementation((async (name: string) => {
      calls.push(name);
      if (!serverAnswers) throw new ApiError('Network Error', 0, undefined, {});
      return { code: 200, app_js: 'x' };
    }) as never);
  });
  afterEach(() => jest.restoreAllMocks());

  it('clears the user, the login state and the local inspiration list, emits auth:signed-out, in the language shown', async () => {
    await setLanguage('en');
    sharedStore.set(userAtom, { id: 7, display_name: 'Demo' } as User);
    sharedStore.set(loginStateAtom, 'logged-in');
    localStorage.setItem(INSPIRATION_STORAGE_KEY, '[1,2,3]');
    localStorage.setItem('plan', '{"id":"guest"}');
    const events: string[] = [];
    const offOut = bus.on('auth:signed-out', () => events.push('signed-out'));
    const offLang = bus.on('language:changed', ({ language }) => events.push(`language ${language}`));
    await logOut();
    offOut();
    offLang();
    expect(sharedStore.get(userAtom)).toBeNull();
    expect(sharedStore.get(loginStateAtom)).toBe('logged-out');
    expect(localStorage.getItem(INSPIRATION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('plan')).toBe('{"id":"guest"}'); // only the inspiration storage is emptied
    // the visitor's English stays (it went back to the site default, zh-Hant-TW, before)
    expect(events).toEqual(['signed-out']);
    expect(currentLanguage()).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(calls).toEqual(['logout']);
  });

  it('forgets what the page cached for the account (another visitor of this tab never sees it)', async () => {
    const key = ['api', 'getExperience', 'en', { id: 3 }, null];
    queryClient.setQueryData(key, { code: 200, data: { id: 3, title: 'My private trip' } });
    await logOut();
    expect(queryClient.getQueryData(key)).toBeUndefined();
  });

  it('signs out locally when the server cannot be reached', async () => {
    serverAnswers = false;
    sharedStore.set(userAtom, { id: 7, display_name: 'Demo' } as User);
    sharedStore.set(loginStateAtom, 'logged-in');
    await logOut();
    expect(calls).toEqual(['logout']);
    expect(sharedStore.get(userAtom)).toBeNull();
    expect(sharedStore.get(loginStateAtom)).toBe('logged-out');
  });

  it('keeps the site default language when that is the one shown', async () => {
    await setLanguage(DEFAULT_LANGUAGE);
    const events: string[] = [];
    const off = bus.on('language:changed', () => events.push('changed'));
    await logOut();
    off();
    expect(events).toEqual([]);
    expect(currentLanguage()).toBe(DEFAULT_LANGUAGE);
  });
});
