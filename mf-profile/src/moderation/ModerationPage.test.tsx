import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, api, bus, loginStateAtom, setLanguage, sharedStore, userAtom } from 'shared';
import { sampleUser } from 'contract';
import { ModerationPage } from './ModerationPage';
import { auditLog, hiddenPost, reportedExperience, reportedPost } from './fixtures';

type Args = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
const ok = (data: unknown, max_page = 1) => ({ code: 200, data, result: { page: 1, max_page, total: 0 }, app_js: 'x' });

function fakeApi(handlers: Record<string, (args: Args) => unknown>) {
  return jest.spyOn(api, 'call').mockImplementation((async (name: string, args: Args = {}) => {
    const h = handlers[name];
    if (!h) throw new ApiError('Request failed (502)', 502, undefined, {});
    return h(args);
  }) as never);
}

function signIn(isAdmin: boolean) {
  act(() => {
    sharedStore.set(userAtom, { ...sampleUser, is_admin: isAdmin });
    sharedStore.set(loginStateAtom, 'logged-in');
  });
}

const renderPage = () =>
  render(
    <MemoryRouter
      initialEntries={['/admin/moderation']}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <ModerationPage />
    </MemoryRouter>,
  );

beforeEach(async () => {
  await act(() => setLanguage('en'));
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => {
    sharedStore.set(userAtom, null);
    sharedStore.set(loginStateAtom, 'logged-out');
  });
});

describe('ModerationPage', () => {
  it('is the 404 page for anyone signed in but the admin, and asks nothing', async () => {
    const call = fakeApi({});
    const notFound = jest.fn();
    const off = bus.on('route:not-found', notFound);
    signIn(false);
    renderPage();
    await waitFor(() => expect(notFound).toHaveBeenCalledWith({ path: '/admin/moderation' }));
    expect(call).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Moderation' })).toBeNull();
    off();
  });

  it('is the 404 page when the API refuses the account (an unverified admin address)', async () => {
    fakeApi({
      getModerationQueue: () => Promise.reject(new ApiError('Not found', 404, { code: 404, app_js: 'x' }, null)),
      getModerationLog: () => ok([]),
    });
    const notFound = jest.fn();
    const off = bus.on('route:not-found', notFound);
    signIn(true);
    renderPage();
    await waitFor(() => expect(notFound).toHaveBeenCalled());
    off();
  });

  it('shows the open reports per item as viewers see them, with reporters and counts, and the audit list', async () => {
    fakeApi({ getModerationQueue: () => ok([reportedExperience, reportedPost]), getModerationLog: () => ok(auditLog) });
    signIn(true);
    renderPage();
    const video = await screen.findByRole('article', { name: 'Video by Taipei Eats' });
    expect(within(video).getByRole('link', { name: 'Shilin Night Market food tour' })).toHaveAttribute(
      'href',
      '/experience/12--shilin-night-market-food-tour',
    );
    expect(video).toHaveTextContent('2 open of 2 reports');
    expect(video).toHaveTextContent('This is an advert for a shop, not a travel video.');
    expect(video).toHaveTextContent(/Mei, /);
    const post = screen.getByRole('article', { name: `Post by ${reportedPost.author.display_name}` });
    expect(within(post).getByRole('article')).toHaveTextContent('The pepper buns are worth the queue.');
    const log = screen.getByRole('table', { name: 'Audit list' });
    expect(within(log).getAllByRole('row')[1]).toHaveTextContent(/Admin\s*Hidden\s*Post 7\s*Photos of people/);
    expect(within(log).getAllByRole('row')[2]).toHaveTextContent('A deleted account');
  });

  it('hides with a required reason and shows the updated item in place; the audit list is asked again', async () => {
    let logAsked = 0;
    const call = fakeApi({
      getModerationQueue: () => ok([reportedPost]),
      getModerationLog: () => {
        logAsked += 1;
        return ok(logAsked > 1 ? auditLog : []);
      },
      hideItem: () => ({ code: 200, data: hiddenPost, app_js: 'x' }),
    });
    signIn(true);
    renderPage();
    const item = await screen.findByRole('article', { name: `Post by ${reportedPost.author.display_name}` });
    expect(await screen.findByText('Nothing was done yet.')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Hide' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide this item?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give a reason.');
    expect(call.mock.calls.some(([name]) => name === 'hideItem')).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No consent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(call).toHaveBeenCalledWith('hideItem', {
      params: { item_type: 'post', id: 7 },
      body: { reason: 'No consent' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const updated = screen.getByRole('article', { name: `Post by ${reportedPost.author.display_name}` });
    expect(updated).toHaveTextContent('Reason: Photos of people without their consent.');
    expect(within(updated).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(within(updated).queryByRole('button', { name: 'Hide' })).toBeNull();
    expect(await screen.findByRole('table', { name: 'Audit list' })).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when an action fails', async () => {
    fakeApi({
      getModerationQueue: () => ok([reportedExperience]),
      getModerationLog: () => ok([]),
      dismissReports: () =>
        Promise.reject(new ApiError('Too many', 429, { code: 429, message: 'Too many actions.', app_js: 'x' }, null)),
    });
    signIn(true);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss reports' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss the open reports?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many actions.');
  });

  it('filters open / resolved and loads more pages', async () => {
    const call = fakeApi({
      getModerationQueue: ({ query }) =>
        query?.status === 'resolved' ? ok([]) : ok([query?.page === 2 ? reportedPost : reportedExperience], 2),
      getModerationLog: () => ok([]),
    });
    signIn(true);
    renderPage();
    await screen.findByRole('article', { name: 'Video by Taipei Eats' });
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(
      await screen.findByRole('article', { name: `Post by ${reportedPost.author.display_name}` }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Resolved' }));
    expect(screen.getByRole('button', { name: 'Resolved' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('No resolved reports yet.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      'getModerationQueue',
      expect.objectContaining({ query: { status: 'resolved', page: 1 } }),
    );
  });

  it('speaks Traditional Chinese', async () => {
    fakeApi({ getModerationQueue: () => ok([]), getModerationLog: () => ok([]) });
    await act(() => setLanguage('zh-Hant-TW'));
    signIn(true);
    renderPage();
    expect(await screen.findByRole('heading', { name: '內容審核' })).toBeInTheDocument();
    expect(await screen.findByText('沒有待處理的檢舉，目前一切正常。')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Audit list'],
    ['zh-Hant-TW', '審核紀錄'],
  ] as const)('names the audit list once, by its heading (%s)', async (language, name) => {
    await act(() => setLanguage(language));
    fakeApi({ getModerationQueue: () => ok([]), getModerationLog: () => ok(auditLog) });
    signIn(true);
    renderPage();
    const log = await screen.findByRole('table', { name });
    // the heading names the table; no second copy of the words (a caption) for the eye or a screen reader
    expect(screen.getAllByText(name)).toEqual([screen.getByRole('heading', { level: 2, name })]);
    expect(log.querySelector('caption')).toBeNull();
  });
});
