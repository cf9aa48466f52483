import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { Provider } from 'jotai';
import { api, ApiError, setLanguage, sharedStore, useApiQuery, type SeoEntry } from 'shared';
import { sampleExperience, samplePlace } from '../../../contract/test/pageItems';
import '../i18n';
import { useSeo } from './useSeo';

const ENTRIES: SeoEntry[] = [
  { path: '*', title: 'Travel Inspiration', description: 'Find places.', image: null },
  { path: '/experience/:expId--:slug', title: 'Travel video', description: 'Watch a vlog.', image: null },
  { path: '/search', title: 'Search places and videos', description: 'Search.', image: null },
  { path: '/404', title: 'Page not found', description: 'Missing.', image: null },
];

function Page() {
  useSeo();
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/search')}>
      Search
    </button>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Page />
    </MemoryRouter>,
  );
}

const ok = <D,>(data: D) => ({ code: 200, data, app_js: 'x' }) as never;

/** The API as the shell calls it: page SEO entries, and the experience given (or a 404). */
function answer(experience: () => Promise<unknown>) {
  return jest.spyOn(api, 'call').mockImplementation((async (name: string) => {
    if (name === 'getPageSeo') return ok(ENTRIES);
    if (name === 'getExperience') return ok(await experience());
    if (name === 'getPlace') return ok(samplePlace);
    throw new Error(`unexpected call ${name}`);
  }) as never);
}

/** The page showing a video, as the video's remote asks for it: through the page's one cache. */
function VideoScreen({ id }: { id: number }) {
  const { state } = useApiQuery('getExperience', 'The video could not be loaded.', { args: { params: { id } } });
  return <p>{state.status === 'ready' ? state.data.data?.title : state.status}</p>;
}

/** What the shell's server writes into the head of a page it rendered in English. */
const SERVER_HEAD_EN =
  '<meta name="description" content="From the server." data-server-head>' +
  '<meta property="og:locale" content="en_US" data-server-head>';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

beforeEach(async () => {
  await setLanguage('en');
  document.head.innerHTML = '';
  document.documentElement.lang = '';
  document.title = '';
});
afterEach(() => jest.restoreAllMocks());

describe('useSeo', () => {
  it('titles a video’s page with the video’s own name, as the server does — after it loaded, not before', async () => {
    // the head the server rendered
    document.title = 'Shilin Night Market food tour | Travel Inspiration';
    let resolve!: (e: unknown) => void;
    answer(() => new Promise((r) => (resolve = r)));
    renderAt('/experience/12--shilin-night-market-food-tour');
    // the entries are there, the video not yet: the server's title stays
    await waitFor(() =>
      expect(api.call).toHaveBeenCalledWith('getExperience', expect.objectContaining({ params: { id: 12 } })),
    );
    expect(document.title).toBe('Shilin Night Market food tour | Travel Inspiration');
    await act(async () => resolve({ ...sampleExperience, title: 'Renamed tour' }));
    await waitFor(() => expect(document.title).toBe('Renamed tour | Travel Inspiration'));
    expect(description()).toBe('Six snacks in one evening. Start at the MRT station early & bring cash!');
  });

  it("titles a shared plan's page with the plan's name, in the app's language; a revoked link: the 404 page's", async () => {
    const token = 'a'.repeat(43);
    let shared = true;
    jest.spyOn(api, 'call').mockImplementation((async (name: string) => {
      if (name === 'getPageSeo') return ok(ENTRIES);
      if (name === 'getSharedPlan') {
        if (shared) return ok({ plan_name: 'Kyoto in spring', notes: '', plan_places: [] });
        throw new ApiError('Not found', 404, undefined, undefined);
      }
      throw new Error(`unexpected call ${name}`);
    }) as never);
    renderAt(`/plans/shared/${token}`);
    await waitFor(() => expect(document.title).toBe('Kyoto in spring — shared plan | Travel Inspiration'));
    await act(() => setLanguage('zh-Hant-TW'));
    await waitFor(() => expect(document.title).toBe('Kyoto in spring——分享的計畫 | Travel Inspiration'));
    cleanup();

    shared = false;
    renderAt(`/plans/shared/${'b'.repeat(43)}`);
    await waitFor(() => expect(document.title).toBe('Page not found | Travel Inspiration'));
  });

  it('a video the API does not have: the 404 page’s title', async () => {
    answer(() => Promise.reject(new ApiError('Not found', 404, undefined, undefined)));
    renderAt('/experience/99--gone');
    await waitFor(() => expect(document.title).toBe('Page not found | Travel Inspiration'));
  });

  it('the API failing: the route’s own title', async () => {
    answer(() => Promise.reject(new ApiError('Network error', 0, undefined, undefined)));
    renderAt('/experience/12--x');
    // (a call that got no answer is sent once more, a moment later, before it counts as failed)
    await waitFor(() => expect(document.title).toBe('Travel video | Travel Inspiration'), { timeout: 4000 });
  });

  it('keeps the server’s canonical and structured data on its page, drops them on the next one', async () => {
    document.head.innerHTML =
      '<link rel="canonical" href="https://x/experience/12--y" data-server-head>' +
      '<script type="application/ld+json" data-server-head>{}</script>';
    answer(async () => sampleExperience);
    renderAt('/experience/12--y');
    await waitFor(() => expect(document.title).toBe('Shilin Night Market food tour | Travel Inspiration'));
    expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(document.title).toBe('Search places and videos | Travel Inspiration'));
    expect(document.head.querySelector('[data-server-head]')).toBeNull();
    expect(description()).toBe('Search.');
  });

  it('on the page the server rendered, in its language, fetches nothing and keeps its head — until the language changes', async () => {
    document.head.innerHTML = SERVER_HEAD_EN;
    document.title = 'Shilin Night Market food tour | Travel Inspiration';
    answer(async () => ({ ...sampleExperience, title: 'Renamed tour' }));
    renderAt('/experience/12--shilin-night-market-food-tour');
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(api.call).not.toHaveBeenCalled();
    expect(document.title).toBe('Shilin Night Market food tour | Travel Inspiration');
    expect(description()).toBe('From the server.');

    await act(() => setLanguage('zh-Hant-TW'));
    await waitFor(() =>
      expect(api.call).toHaveBeenCalledWith('getExperience', expect.objectContaining({ params: { id: 12 } })),
    );
    await waitFor(() => expect(document.title).toMatch(/^Renamed tour \| /));
    // back in the server's language the head is the app's now: asked and written again
    answer(async () => ({ ...sampleExperience, title: 'Renamed again' }));
    await act(() => setLanguage('en'));
    await waitFor(() => expect(document.title).toBe('Renamed again | Travel Inspiration'));
  });

  it('a page the server rendered in another language than the app shows (a guest whose browser asks for English on a Chinese site): the head follows the app', async () => {
    await setLanguage('zh-Hant-TW'); // the app sets <html lang> to its own language as it starts
    document.head.innerHTML = SERVER_HEAD_EN;
    document.title = 'Shilin Night Market food tour | Travel Inspiration';
    answer(async () => ({ ...sampleExperience, title: '士林夜市美食之旅' }));
    renderAt('/experience/12--shilin-night-market-food-tour');
    await waitFor(() =>
      expect(api.call).toHaveBeenCalledWith('getExperience', expect.objectContaining({ params: { id: 12 } })),
    );
    await waitFor(() => expect(document.title).toMatch(/^士林夜市美食之旅 \| /));
  });

  it('leaving the page the server rendered fetches the next page’s head', async () => {
    document.head.innerHTML = SERVER_HEAD_EN;
    answer(async () => sampleExperience);
    renderAt('/experience/12--y');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(document.title).toBe('Search places and videos | Travel Inspiration'));
    expect(description()).toBe('Search.');
  });

  it('the head and the page showing a video ask for it once: one answer for both', async () => {
    const call = answer(async () => sampleExperience);
    render(
      <Provider store={sharedStore}>
        <MemoryRouter
          initialEntries={['/experience/12--shilin-night-market-food-tour']}
          future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
        >
          <Page />
          <VideoScreen id={12} />
        </MemoryRouter>
      </Provider>,
    );
    await waitFor(() => expect(document.title).toBe('Shilin Night Market food tour | Travel Inspiration'));
    expect(screen.getByText('Shilin Night Market food tour')).toBeInTheDocument();
    expect(call.mock.calls.filter(([name]) => name === 'getExperience')).toHaveLength(1);
  });
});
