import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { useState } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { api, bus, setLanguage, sharedStore, useApiQuery } from 'shared';
import '../i18n';
import { FilterDrawer } from '../filter/FilterDrawer';
import { SearchPage } from './SearchPage';

const tags = { code: 200, data: [{ id: 5, slug: 'night-market', name: 'Night market' }], app_js: 'x' };
const noResults = {
  code: 200,
  data: [],
  result: { page: 1, max_page: 0, total: 0, filters: [], popular_filters: [] },
  app_js: 'x',
};

function serve() {
  return jest
    .spyOn(api, 'call')
    .mockImplementation(((name: string) => Promise.resolve(name === 'getTags' ? tags : noResults)) as never);
}

/** Another screen showing the tags (the upload form's tag picker asks the same call). */
function TagPicker() {
  const { state } = useApiQuery('getTags', 'The tags could not be loaded.', { select: (r) => r.data ?? [] });
  return <p>{state.status === 'ready' ? `Tags: ${state.data.map((tag) => tag.name).join(', ')}` : 'Loading tags'}</p>;
}

function renderAt(path: string, slug: string, withPicker = false) {
  return render(
    <Provider store={sharedStore}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        {withPicker && <TagPicker />}
        <SearchPage params={{ slug }} />
      </MemoryRouter>
    </Provider>,
  );
}

beforeEach(async () => {
  await act(() => setLanguage('en'));
});
afterEach(() => jest.restoreAllMocks());

describe('SearchPage on a tag', () => {
  it('is titled with the tag, and shares one answer of the tags with the other screens that show them', async () => {
    const call = serve();
    renderAt('/tag/night-market', 'night-market', true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Travel videos tagged “Night market”' })).toBeVisible();
    expect(await screen.findByText('Tags: Night market')).toBeInTheDocument();
    expect(call.mock.calls.filter(([name]) => name === 'getTags')).toHaveLength(1);
  });

  it('a tag that does not exist shows the 404 page', async () => {
    serve();
    const notFound = jest.fn();
    const off = bus.on('route:not-found', notFound);
    renderAt('/tag/no-such-tag', 'no-such-tag');
    await waitFor(() => expect(notFound).toHaveBeenCalledWith({ path: '/tag/no-such-tag' }));
    off();
  });
});

/** A small search behind the API: videos in Taiwan (3) and Japan (2), twelve to a page of results. */
function serveSearch() {
  const videos = [1, 2, 3, 4, 5].map((id) => ({
    id,
    slug: `video-${id}`,
    title: `Video ${id}`,
    video_type: 'youtube',
    video_id: `vid${id}`,
    duration: 60,
    author: 'Mei',
    likes_count: 1,
    views_count: 1,
    place_label: id <= 3 ? 'Taiwan' : 'Japan',
  }));
  const facets = [
    { type: 'country', value: 'Taiwan', placeId: 1, count: 3 },
    { type: 'country', value: 'Japan', placeId: 2, count: 2 },
  ];
  return jest.spyOn(api, 'call').mockImplementation(((name: string, args: { query: Record<string, unknown> }) => {
    if (name !== 'searchExperiences') return Promise.resolve(noResults);
    const country = args.query.country_place_id;
    const found = videos.filter((v) => !country || (country === '1') === v.place_label.startsWith('Taiwan'));
    if (args.query.only_count)
      return Promise.resolve({ ...noResults, result: { ...noResults.result, total: found.length } });
    return Promise.resolve({
      code: 200,
      data: found,
      result: { page: 1, max_page: 1, total: found.length, filters: facets, popular_filters: [] },
      app_js: 'x',
    });
  }) as never);
}

const searchesIn = (call: jest.SpyInstance) =>
  call.mock.calls.filter(([name, args]) => name === 'searchExperiences' && !args.query.only_count);

/** Back, as the browser's button does; and the address the page is at. */
function History() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <>
      <button onClick={() => navigate(-1)}>Back</button>
      <output aria-label="Address">{pathname + search}</output>
    </>
  );
}

/** The search page at `path`; its filter drawer opens with the button (the shell mounts it beside the page). */
function renderSearch(path: string) {
  function OpenDrawer() {
    const [open, setOpen] = useState(false);
    return open ? <FilterDrawer /> : <button onClick={() => setOpen(true)}>Open the drawer</button>;
  }
  return render(
    <Provider store={sharedStore}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <History />
        <SearchPage />
        <OpenDrawer />
      </MemoryRouter>
    </Provider>,
  );
}

describe('SearchPage results from the page’s one cache', () => {
  it('Back to a search seen before shows its results at once and asks the API nothing', async () => {
    const call = serveSearch();
    renderSearch('/search?type_filter=experience');
    expect(await screen.findByRole('heading', { level: 2, name: '5 results' })).toBeInTheDocument();
    const refine = screen.getByRole('complementary', { name: 'Refine' });
    await userEvent.click(within(refine).getByRole('checkbox', { name: 'Taiwan (3)' }));
    expect(await screen.findByRole('heading', { level: 2, name: '3 results' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      '/search?type_filter=experience&country_place_id=1',
    );
    const asked = searchesIn(call).length;
    expect(asked).toBe(2);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/search\?type_filter=experience$/);
    // (no loading in between: the answer was in the cache)
    expect(screen.getByRole('heading', { level: 2, name: '5 results' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove filter Taiwan' })).toBeNull();
    expect(searchesIn(call)).toHaveLength(asked);
  });

  it('the page and the filter drawer showing the same search send one request', async () => {
    const call = serveSearch();
    renderSearch('/search?type_filter=experience&country_place_id=2');
    expect(await screen.findByRole('heading', { level: 2, name: '2 results' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open the drawer' }));
    const drawer = screen.getByRole('group', { name: 'Filters' });
    expect(within(drawer).getByRole('button', { name: 'Show 2 results' })).toBeInTheDocument();
    expect(within(drawer).getByRole('checkbox', { name: 'Japan (2)' })).toBeChecked();
    expect(searchesIn(call)).toHaveLength(1);
    // a selection is counted, and the count is the drawer's own question
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Japan (2)' }));
    expect(await within(drawer).findByRole('button', { name: 'Show 5 results' })).toBeInTheDocument();
    expect(searchesIn(call)).toHaveLength(1);
  });
});

describe('SearchPage "Search in"', () => {
  it('keeps the applied country and tag, in the address and the drawer, when the scope changes', async () => {
    const call = serveSearch();
    const search = call.getMockImplementation()!;
    call.mockImplementation(((name: string, args: never) =>
      name === 'getTags' ? Promise.resolve(tags) : search(name as never, args)) as never);
    renderSearch('/search?place_id=market&type_filter=experience&country_place_id=1&tag_id=5');
    expect(await screen.findByRole('heading', { level: 2, name: /^3 results/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter Taiwan' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remove filter Night market' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Everything' }));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      /^\/search\?place_id=market&country_place_id=1&tag_id=5$/,
    );
    expect(await screen.findByRole('button', { name: 'Remove filter Taiwan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter Night market' })).toBeInTheDocument();
    // the search of everything is narrowed by both
    await waitFor(() =>
      expect(searchesIn(call).at(-1)![1].query).toEqual(
        expect.objectContaining({ type_filter: 'place', country_place_id: '1', tag_id: '5' }),
      ),
    );

    // and back to video titles: still both
    await userEvent.click(screen.getByRole('radio', { name: 'Video titles and descriptions' }));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      /^\/search\?place_id=market&type_filter=experience&country_place_id=1&tag_id=5$/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open the drawer' }));
    const drawer = screen.getByRole('group', { name: 'Filters' });
    expect(await within(drawer).findByRole('checkbox', { name: 'Taiwan (3)' })).toBeChecked();
    expect(within(drawer).getByRole('button', { name: 'Show 3 results' })).toBeInTheDocument();
  });
});
