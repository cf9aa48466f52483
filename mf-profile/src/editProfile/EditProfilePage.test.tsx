import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, api, currentLanguage, setLanguage, sharedStore, userAtom } from 'shared';
import '../i18n';
import { sampleUser } from 'contract';
import { EditProfilePage } from './EditProfilePage';

beforeEach(async () => {
  await act(() => setLanguage('en'));
  sharedStore.set(userAtom, sampleUser);
});
afterEach(() => jest.restoreAllMocks());

/** The page's other read: the account's passkeys (none here). */
const noPasskeys = { code: 200, data: [], result: { has_other_sign_in: true }, app_js: 'x' };

describe('EditProfilePage', () => {
  it('saves, applies the language and updates the shared user', async () => {
    const saved = { ...sampleUser, display_name: 'Mei', interface_language: 'zh-Hant-TW' as const };
    const call = jest
      .spyOn(api, 'call')
      .mockImplementation(((name: string) =>
        Promise.resolve(
          name === 'getPasskeys' ? noPasskeys : { code: 200, data: name === 'getMe' ? sampleUser : saved, app_js: 'x' },
        )) as never);
    render(<EditProfilePage />);
    const name = await screen.findByLabelText('Display name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Mei');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Interface language' }), 'zh-Hant-TW');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(call).toHaveBeenLastCalledWith('updateMe', {
      body: { display_name: 'Mei', interface_language: 'zh-Hant-TW' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('個人資料已儲存。');
    expect(currentLanguage()).toBe('zh-Hant-TW');
    expect(sharedStore.get(userAtom)).toEqual(saved);
  });

  it('shows a server validation message on the field and changes nothing', async () => {
    jest
      .spyOn(api, 'call')
      .mockImplementation(((name: string) =>
        name === 'getMe' || name === 'getPasskeys'
          ? Promise.resolve(name === 'getMe' ? { code: 200, data: sampleUser, app_js: 'x' } : noPasskeys)
          : Promise.reject(
              new ApiError(
                'display_name must not be blank.',
                400,
                { code: 400, message: 'display_name must not be blank.', app_js: 'x' },
                undefined,
              ),
            )) as never);
    render(<EditProfilePage />);
    await userEvent.type(await screen.findByLabelText('Display name'), '{Enter}');
    expect(await screen.findByText('display_name must not be blank.')).toBeInTheDocument();
    expect(screen.getByLabelText('Display name')).toHaveAttribute('aria-invalid', 'true');
    expect(currentLanguage()).toBe('en');
    expect(sharedStore.get(userAtom)).toEqual(sampleUser);
  });
});
