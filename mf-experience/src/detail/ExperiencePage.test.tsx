import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { queryClient } from 'page-singleton';
import {
  ApiError,
  api,
  bus,
  currentLanguage,
  forgetAppInfo,
  loginStateAtom,
  NO_CAPTCHA_TOKEN,
  setLanguage,
  createParcel,
  setRemoteLoader,
  sharedStore,
  type MyExperience,
} from 'shared';
import type { ParcelConfig } from 'single-spa';
import '../i18n';
import { sampleUser } from 'contract';
import { MyExperiencesPage } from '../mine/MyExperiencesPage';
import { sampleExperience, sampleSummary } from './fixtures/experience';
import { ExperiencePage } from './ExperiencePage';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

function renderAt(path: string, params: Record<string, string>) {
  return render(
    <Provider store={sharedStore}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <ExperiencePage params={params} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

type Handler = (args: { params?: Record<string, unknown>; body?: unknown }) => unknown;

/**
 * A fake API answering by route name (the shapes of the contract), as the server would: a like shows in the
 * video and the status asked after it. Unknown routes fail.
 */
function fakeApi(overrides: Record<string, Handler> = {}) {
  const calls: Array<{ name: string; args: unknown }> = [];
  let liked = false;
  const handlers: Record<string, Handler> = {
    getExperience: () => ({ data: { ...sampleExperience, likes_count: liked ? 2 : 1 } }),
    getApp: () => ({ data: { app_js: 'x' } }),
    viewExperience: () => ({ data: { views_count: 15301 } }),
    getAlikeExperiences: () => ({ data: [] }),
    getExperienceStatus: () => ({ result: { id: 12, like: liked, favorite: false } }),
    likeExperience: () => {
      liked = true;
      return { data: { likes_count: 2 }, result: { id: 12, like: true, favorite: false } };
    },
    ...overrides,
  };
  jest.spyOn(api, 'call').mockImplementation((async (name: string, args: Parameters<Handler>[0] = {}) => {
    calls.push({ name, args });
    const h = handlers[name];
    if (!h) throw new ApiError('Request failed (502)', 502, undefined, {});
    const out = await h(args);
    return { code: 200, app_js: 'x', ...(out as object) };
  }) as never);
  return calls;
}

beforeEach(async () => {
  await act(() => setLanguage('en'));
  sharedStore.set(loginStateAtom, 'logged-out');
});
afterEach(() => jest.restoreAllMocks());

describe('ExperiencePage', () => {
  it('replaces a wrong slug with the canonical link, keeping the query', async () => {
    fakeApi();
    renderAt('/vlog/12--old-title?t=5', { expId: '12', slug: 'old-title' });
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/experience/12--shilin-night-market-food-tour?t=5'),
    );
  });

  it('shows the experience, counts the view and shows the count the server returns', async () => {
    const calls = fakeApi();
    renderAt('/experience/12--shilin-night-market-food-tour', { expId: '12', slug: 'shilin-night-market-food-tour' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shilin Night Market food tour' })).toBeInTheDocument();
    expect(await screen.findByText('15.3k views')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.name === 'viewExperience')).toHaveLength(1));
    expect(await screen.findByText('No similar videos yet.')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/experience/12--shilin-night-market-food-tour');
  });

  it('paints the video first: the view count, similar videos, travellers’ posts and app keys are asked after that paint', async () => {
    // what an earlier case left in the page's cache and the kept app info would not be asked again
    queryClient.clear();
    forgetAppInfo();
    const calls = fakeApi();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    renderAt('/experience/12--shilin-night-market-food-tour', { expId: '12', slug: 'shilin-night-market-food-tour' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shilin Night Market food tour' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const later = ['viewExperience', 'getAlikeExperiences', 'getExperienceSocialFeed', 'getApp'];
    expect(calls.map((c) => c.name).filter((name) => later.includes(name))).toEqual([]);
    // the browser paints the frame that shows the video
    act(() => frames.splice(0).forEach((cb) => cb(0)));
    await waitFor(() =>
      expect(new Set(calls.map((c) => c.name).filter((name) => later.includes(name)))).toEqual(new Set(later)),
    );
    expect(await screen.findByText('15.3k views')).toBeInTheDocument();
  });

  it("gives each place's heart the place's name (the planner names the button by it)", async () => {
    fakeApi();
    // the planner's widget, as the page mounts it: what it was given shows as its button's name
    const heart = createParcel<{ placeId: number; placeName?: string }>(({ placeId, placeName }) => (
      <button type="button">{`heart of ${placeName ?? `place ${placeId}`}`}</button>
    )) as ParcelConfig;
    setRemoteLoader({
      load: async (remote, module) => (remote === 'mf_planner' && module === 'SaveToInspiration' ? heart : null),
      reset: () => undefined,
    });
    try {
      renderAt('/experience/12--shilin-night-market-food-tour', { expId: '12', slug: 'shilin-night-market-food-tour' });
      expect(await screen.findByRole('button', { name: 'heart of Shilin Night Market' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'heart of Hot-Star Fried Chicken' })).toBeInTheDocument();
    } finally {
      delete window.__TI_REMOTE_LOADER__;
    }
  });

  it('asks the shell for the 404 page when the API does not know the id', async () => {
    fakeApi({
      getExperience: () => {
        throw new ApiError(
          'This experience does not exist.',
          404,
          { code: 404, message: 'This experience does not exist.', app_js: 'x' },
          undefined,
        );
      },
    });
    const seen = jest.fn();
    const off = bus.on('route:not-found', seen);
    renderAt('/experience/999--nope', { expId: '999', slug: 'nope' });
    await waitFor(() => expect(seen).toHaveBeenCalledWith({ path: '/experience/999--nope' }));
    off();
  });

  it('shows other failures with Retry', async () => {
    fakeApi({
      getExperience: () => {
        throw new ApiError('Request failed (502)', 502, undefined, {});
      },
    });
    renderAt('/experience/12--x', { expId: '12', slug: 'x' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This video could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('a guest pressing Like gets the login popup, and the like is set once they sign in', async () => {
    const calls = fakeApi();
    const opened = jest.fn();
    const off = bus.on('auth:open-login', opened);
    renderAt('/experience/12--shilin-night-market-food-tour', { expId: '12', slug: 'shilin-night-market-food-tour' });
    const like = await screen.findByRole('button', { name: 'Like' });
    await userEvent.click(like);
    expect(opened).toHaveBeenCalledWith({ reason: 'Sign in to like and save videos.' });
    expect(calls.some((c) => c.name === 'likeExperience')).toBe(false);
    expect(like).toHaveAttribute('aria-pressed', 'false');

    act(() => sharedStore.set(loginStateAtom, 'logged-in'));
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(calls.filter((c) => c.name === 'likeExperience')).toHaveLength(1);
    expect(await screen.findByText('2 likes')).toBeInTheDocument();
    off();
  });

  it('a like on the video page shows in my videos mounted beside it, which asks for its list once more', async () => {
    sharedStore.set(loginStateAtom, 'logged-in');
    const mine = (likes: number): MyExperience => ({
      ...sampleSummary,
      likes_count: likes,
      visible_type: 0,
      status: 'published',
      updated_at: '2026-01-11T08:00:00Z',
      published_at: '2026-01-11T08:00:00Z',
    });
    const calls: ReturnType<typeof fakeApi> = fakeApi({
      getMyExperiences: () => ({ data: [mine(calls.some((c) => c.name === 'likeExperience') ? 2 : 1)] }),
    });
    render(
      <Provider store={sharedStore}>
        <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <ExperiencePage params={{ expId: '12', slug: 'shilin-night-market-food-tour' }} />
          <MyExperiencesPage />
        </MemoryRouter>
      </Provider>,
    );
    const list = await screen.findByRole('region', { name: 'Published (1)' });
    expect(within(list).getByText(/· 1 like$/)).toBeInTheDocument();
    await waitFor(() => expect(api.call).toHaveBeenCalledWith('getExperienceStatus', expect.anything()));
    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await within(list).findByText(/· 2 likes$/)).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'likeExperience')).toHaveLength(1);
    expect(calls.filter((c) => c.name === 'getMyExperiences')).toHaveLength(2);
  });

  it('a like or a favorite made on another screen shows on the video page, without a reload', async () => {
    sharedStore.set(loginStateAtom, 'logged-in');
    let favorite = false;
    fakeApi({ getExperienceStatus: () => ({ result: { id: 12, like: false, favorite } }) });
    renderAt('/experience/12--shilin-night-market-food-tour', { expId: '12', slug: 'shilin-night-market-food-tour' });
    const star = await screen.findByRole('button', { name: 'Favorite' });
    await waitFor(() => expect(api.call).toHaveBeenCalledWith('getExperienceStatus', expect.anything()));
    expect(star).toHaveAttribute('aria-pressed', 'false');
    // another remote saves it to the favorites
    favorite = true;
    act(() => bus.emit('experience:reacted', { id: 12 }));
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
  });

  it("after a sign-in the like shown is the new account's, not the one the page showed before", async () => {
    sharedStore.set(loginStateAtom, 'logged-in');
    let account = 'liked it';
    const calls = fakeApi({
      getExperienceStatus: () => ({ result: { id: 12, like: account === 'liked it', favorite: false } }),
    });
    renderAt('/experience/12--shilin-night-market-food-tour', { expId: '12', slug: 'shilin-night-market-food-tour' });
    const like = await screen.findByRole('button', { name: 'Like' });
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    act(() => sharedStore.set(loginStateAtom, 'logged-out'));
    expect(like).toHaveAttribute('aria-pressed', 'false');
    // another account signs in on the same page
    account = 'never liked it';
    act(() => {
      bus.emit('auth:signed-in', { user: sampleUser });
      sharedStore.set(loginStateAtom, 'logged-in');
    });
    await waitFor(() => expect(calls.filter((c) => c.name === 'getExperienceStatus')).toHaveLength(2));
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
  });

  it('rolls a failed like back and says so', async () => {
    sharedStore.set(loginStateAtom, 'logged-in');
    let fail!: (e: unknown) => void;
    fakeApi({ likeExperience: () => new Promise((_, reject) => (fail = reject)) });
    const messages = jest.fn();
    const off = bus.on('message:show', messages);
    renderAt('/experience/12--shilin-night-market-food-tour', { expId: '12', slug: 'shilin-night-market-food-tour' });
    const like = await screen.findByRole('button', { name: 'Like' });
    await waitFor(() => expect(api.call).toHaveBeenCalledWith('getExperienceStatus', expect.anything()));
    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true'); // before the server answers
    expect(screen.getByText('2 likes')).toBeInTheDocument();
    await act(async () => fail(new ApiError('Request failed (500)', 500, undefined, {})));
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByText('1 like')).toBeInTheDocument();
    expect(messages).toHaveBeenCalledWith(expect.objectContaining({ type: 'error' }));
    off();
  });

  it('a language change leaves the playing video and the counted view as they are while the new names come', async () => {
    let answerInChinese: () => void = () => undefined;
    const calls = fakeApi({
      getExperience: () =>
        currentLanguage() === 'en'
          ? { data: sampleExperience }
          : new Promise((resolve) => {
              answerInChinese = () => resolve({ data: { ...sampleExperience, title: '士林夜市美食之旅' } });
            }),
    });
    renderAt('/experience/12--shilin-night-market-food-tour', { expId: '12', slug: 'shilin-night-market-food-tour' });
    await userEvent.click(await screen.findByRole('button', { name: 'Play video' }));
    const player = screen.getByTitle('Video player: Shilin Night Market food tour');
    await act(() => setLanguage('zh-Hant-TW'));
    await waitFor(() => expect(calls.filter((c) => c.name === 'getExperience')).toHaveLength(2));
    expect(player).toBeInTheDocument();
    act(() => answerInChinese());
    expect(await screen.findByRole('heading', { level: 1, name: '士林夜市美食之旅' })).toBeInTheDocument();
    expect(player).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'viewExperience')).toHaveLength(1);
  });

  it('switches to the map view (kept in the URL) and lists the places to choose from', async () => {
    fakeApi();
    renderAt('/experience/12--shilin-night-market-food-tour', { expId: '12', slug: 'shilin-night-market-food-tour' });
    await userEvent.click(await screen.findByRole('button', { name: 'Map view' }));
    expect(screen.getByTestId('where')).toHaveTextContent('?view=map');
    const map = screen.getByRole('region', { name: 'Places on the map' });
    expect(within(map).getByText(/Choose a place to jump to it in the video/)).toBeInTheDocument();
    await userEvent.click(within(map).getByRole('button', { name: 'Play from 2:05: Hot-Star Fried Chicken' }));
    // the player loads there, and the place is marked as on screen
    expect(screen.getByTitle('Video player: Shilin Night Market food tour').getAttribute('src')).toContain('start=125');
    expect(within(map).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Normal view' }));
    expect(screen.getByTestId('where')).not.toHaveTextContent('view=map');
  });

  it('reports from the modal, asking a guest to sign in first', async () => {
    const calls = fakeApi({
      reportExperience: () => ({ data: { id: 1, video_experience_id: 12, report: 'x', created_at: '' } }),
    });
    const opened = jest.fn();
    const off = bus.on('auth:open-login', opened);
    renderAt('/experience/12--shilin-night-market-food-tour', { expId: '12', slug: 'shilin-night-market-food-tour' });
    await userEvent.click(await screen.findByRole('button', { name: 'Report' }));
    expect(opened).toHaveBeenCalled();
    act(() => sharedStore.set(loginStateAtom, 'logged-in'));
    const dialog = await screen.findByRole('dialog', { name: 'Report this video' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please describe the problem.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /What is wrong/ }), 'Wrong places');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.name === 'reportExperience')?.args).toEqual({
      params: { expId: 12 },
      body: { report: 'Wrong places', recaptchaToken: NO_CAPTCHA_TOKEN },
    });
    off();
  });
});
