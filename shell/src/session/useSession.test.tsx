import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import {
  api,
  ApiError,
  bus,
  loginStateAtom,
  PAGE_ANSWERS_ELEMENT_ID,
  seedPageAnswers,
  setLanguage,
  sharedStore,
  userAtom,
  type BusEvents,
  type User,
} from 'shared';
import '../i18n';
import { useSession } from './useSession';

function Session() {
  useSession();
  return null;
}

const renderSession = () =>
  render(
    <Provider store={sharedStore}>
      <Session />
    </Provider>,
  );

beforeEach(async () => {
  await act(() => setLanguage('en'));
});
afterEach(() => jest.restoreAllMocks());

describe('useSession', () => {
  it('checks the session once for the page: a language change does not check it again; sign-out is heard', async () => {
    const user = { id: 3, shown_email: 'mei@example.com' } as User;
    const call = jest.spyOn(api, 'call').mockResolvedValue({ code: 200, data: user, app_js: 'x' } as never);
    renderSession();
    await waitFor(() => expect(sharedStore.get(loginStateAtom)).toBe('logged-in'));
    expect(sharedStore.get(userAtom)).toEqual(user);
    await act(() => setLanguage('zh-Hant-TW'));
    expect(call).toHaveBeenCalledTimes(1);
    act(() => bus.emit('auth:signed-out', {}));
    expect(sharedStore.get(loginStateAtom)).toBe('logged-out');
  });

  it('a guest’s page that came with the answer asks nothing; the answer is used once, not kept for a later check', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue({ code: 200, data: null, app_js: 'x' } as never);
    const answers = document.createElement('script');
    answers.type = 'application/json';
    answers.id = PAGE_ANSWERS_ELEMENT_ID;
    answers.textContent = JSON.stringify([
      { name: 'getSession', language: 'en', params: null, answer: { code: 200, data: null, app_js: 'x' } },
    ]);
    document.body.append(answers);
    seedPageAnswers();
    answers.remove();
    sharedStore.set(loginStateAtom, 'unknown');
    const first = renderSession();
    await waitFor(() => expect(sharedStore.get(loginStateAtom)).toBe('logged-out'));
    expect(call).not.toHaveBeenCalled();
    first.unmount();
    // a check made later (the page started again) asks the server: who is signed in may have changed since
    renderSession();
    await waitFor(() => expect(call).toHaveBeenCalledWith('getSession', expect.anything()));
  });

  it('a failed check says so in the language shown when it fails', async () => {
    let fail: (err: unknown) => void = () => undefined;
    jest.spyOn(api, 'call').mockReturnValue(new Promise((_resolve, reject) => (fail = reject)) as never);
    const shown: Array<BusEvents['message:show']> = [];
    const off = bus.on('message:show', (m) => shown.push(m));
    renderSession();
    await act(() => setLanguage('zh-Hant-TW'));
    await act(async () => fail(new ApiError('busy', 503, undefined, undefined)));
    expect(sharedStore.get(loginStateAtom)).toBe('logged-out');
    expect(shown).toHaveLength(1);
    expect(shown[0]).toEqual({ message: '發生錯誤，請重新整理頁面後再試一次。', type: 'error' });
    off();
  });
});
