import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { api, bus, setLanguage, sharedStore, useApiQuery } from 'shared';
import '../i18n';
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
