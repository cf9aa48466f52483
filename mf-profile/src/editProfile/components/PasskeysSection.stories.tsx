import '../../i18n';
import type { Passkey } from 'shared';
import { PasskeysSection } from './PasskeysSection';

const noop = () => {};
const NOW = Date.parse('2026-11-28T12:00:00Z');
const phone: Passkey = {
  id: 1,
  name: 'My phone',
  created_at: '2026-10-02T08:30:00Z',
  last_used_at: '2026-11-28T11:40:00Z',
};
const laptop: Passkey = { id: 2, name: 'Work laptop', created_at: '2026-11-20T16:05:00Z', last_used_at: null };

/** The profile's passkeys section, from props (no network, no browser prompt). */
const meta = {
  title: 'mf-profile/Passkeys',
  component: PasskeysSection,
  args: { onRetry: noop, onAdd: noop, onRemove: async () => true, now: NOW },
};
export default meta;

export const TwoPasskeys = {
  args: { list: { status: 'ready', data: { passkeys: [phone, laptop], hasOtherSignIn: true } } },
  globals: { locale: 'en' },
};
export const TwoPasskeysChinese = {
  name: 'Two passkeys (zh-Hant-TW)',
  args: { list: { status: 'ready', data: { passkeys: [phone, laptop], hasOtherSignIn: true } } },
  globals: { locale: 'zh-Hant-TW' },
};
export const NoPasskeys = {
  args: { list: { status: 'ready', data: { passkeys: [], hasOtherSignIn: true } } },
  globals: { locale: 'en' },
};
/** An account signed up with a passkey and nothing else: its only passkey cannot be removed. */
export const OnlyWayIn = {
  args: { list: { status: 'ready', data: { passkeys: [phone], hasOtherSignIn: false } } },
  globals: { locale: 'en' },
};
export const OnlyWayInChinese = {
  name: 'Only way in (zh-Hant-TW)',
  args: { list: { status: 'ready', data: { passkeys: [phone], hasOtherSignIn: false } } },
  globals: { locale: 'zh-Hant-TW' },
};
export const Adding = {
  args: { list: { status: 'ready', data: { passkeys: [phone], hasOtherSignIn: true } }, adding: true },
};
export const Added = {
  args: { list: { status: 'ready', data: { passkeys: [phone, laptop], hasOtherSignIn: true } }, added: 'Work laptop' },
  globals: { locale: 'en' },
};
/** The person closed the browser's prompt (or let it time out): said plainly, nothing changed. */
export const AddCancelled = {
  args: {
    list: { status: 'ready', data: { passkeys: [phone], hasOtherSignIn: true } },
    addError: 'The passkey request was cancelled or timed out. Nothing was changed: you can try again.',
  },
  globals: { locale: 'en' },
};
export const AddCancelledChinese = {
  name: 'Add cancelled (zh-Hant-TW)',
  args: {
    list: { status: 'ready', data: { passkeys: [phone], hasOtherSignIn: true } },
    addError: '通行密鑰的要求已取消或逾時，沒有任何變更，您可以再試一次。',
  },
  globals: { locale: 'zh-Hant-TW' },
};
export const Loading = { args: { list: { status: 'loading' } } };
export const LoadError = {
  args: { list: { status: 'error', message: 'Your passkeys could not be loaded.' } },
  globals: { locale: 'en' },
};
