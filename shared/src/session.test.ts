import { bus } from './bus';
import { DEFAULT_LANGUAGE, type User } from './contract';
import { currentLanguage, setLanguage } from './i18n';
import { logOut, INSPIRATION_STORAGE_KEY } from './session';
import { loginStateAtom, sharedStore, userAtom } from './store';

describe('logOut (spec §4)', () => {
  it('clears the user, the login state and the local inspiration list, emits auth:signed-out, back to the default language', async () => {
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
    expect(events).toEqual(['signed-out', `language ${DEFAULT_LANGUAGE}`]);
    expect(currentLanguage()).toBe(DEFAULT_LANGUAGE);
  });

  it('raises no language change when the language already is the default', async () => {
    await setLanguage(DEFAULT_LANGUAGE);
    const events: string[] = [];
    const off = bus.on('language:changed', () => events.push('changed'));
    await logOut();
    off();
    expect(events).toEqual([]);
  });
});
