import { atom, createStore } from 'jotai';
import type { Language, User } from 'contract';
import { DEFAULT_LANGUAGE } from 'contract/constants';

declare global {
  interface Window {
    __TI_STORE__?: ReturnType<typeof createStore>;
  }
}

/**
 * jotai's storage-backed atoms, from the page's one copy of jotai: a remote that imported `jotai/utils` itself
 * would bundle a second copy of jotai's core beside the page's (only `jotai` is a federation singleton).
 */
export { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';

/** The one jotai store every parcel renders with. */
export const sharedStore: ReturnType<typeof createStore> =
  typeof window !== 'undefined' ? (window.__TI_STORE__ ??= createStore()) : createStore();

/** Login state: unknown until the first current-user check completes. */
export type LoginState = 'unknown' | 'logged-in' | 'logged-out';

/** Written by the shell (and by mf-auth on sign-in/out); read by everyone. */
export const userAtom = atom<User | null>(null);
export const loginStateAtom = atom<LoginState>('unknown');
/** Written only through setLanguage() in i18n.ts. */
export const languageAtom = atom<Language>(DEFAULT_LANGUAGE);
