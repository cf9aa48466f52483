import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, api, bus, setLanguage, type BusEvents } from 'shared';
import '../i18n';
import { FavoritesPage } from './FavoritesPage';

const experience = (id: number) => ({
  id,
  slug: `experience-${id}`,
  title: `Night market ${id}`,
  video_type: 'youtube' as const,
  video_id: 'dQw4w9WgXcQ',
  duration: 600,
  author: 'Mei',
  likes_count: 1,
  views_count: 10,
  place_label: 'Taipei / Taiwan',
  // newest first by id, as the server lists them
  favorited_at: `2026-03-10T1${9 - id}:00:00.000Z`,
});
const answer = (ids: number[], maxPage: number, nextCursor: string | null = null) =>
  Promise.resolve({
    code: 200,
    data: ids.map(experience),
    result: { max_page: maxPage, total: 3, next_cursor: nextCursor },
    app_js: 'x',
  });

beforeEach(async () => {
  await act(() => setLanguage('en'));
});
afterEach(() => jest.restoreAllMocks());

const renderPage = () =>
  render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <FavoritesPage />
    </MemoryRouter>,
  );

describe('FavoritesPage', () => {
  it('pages with "show more" from where the page before ended (cursor), and asks for no page past the last one', async () => {
    const call = jest
      .spyOn(api, 'call')
      .mockImplementation(((_: string, args: { params: { page: number } }) =>
        args.params.page === 1
          ? answer([1, 2], 2, '1773136800000000-2')
          : answer([3], 2, '1773136800000000-3')) as never);
    renderPage();
    expect(await screen.findByText('Night market 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Night market 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(
      call.mock.calls.map(([name, args]) => [
        name,
        (args as { params: unknown; query: unknown }).params,
        (args as { query: unknown }).query,
      ]),
    ).toEqual([
      ['getFavorites', { page: 1 }, {}],
      ['getFavorites', { page: 2 }, { cursor: '1773136800000000-2' }],
    ]);
  });

  it('each video is one link a keyboard meets, named by its title as shown (its thumbnail is the same link for the pointer)', async () => {
    jest.spyOn(api, 'call').mockImplementation((() => answer([1, 2], 1, null)) as never);
    renderPage();
    expect(await screen.findByText('Night market 2')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Night market 1', 'Night market 2']);
    for (const thumbnail of document.querySelectorAll('a.mfpr-exp-link')) {
      expect(thumbnail).toHaveAttribute('aria-hidden', 'true');
      expect(thumbnail).toHaveAttribute('tabindex', '-1');
      expect(thumbnail).toHaveAttribute('href', expect.stringMatching(/^\/experience\//));
    }
  });

  it('lists an item once even when the next page repeats it', async () => {
    jest
      .spyOn(api, 'call')
      .mockImplementation(((_: string, args: { params: { page: number } }) =>
        answer(args.params.page === 1 ? [1, 2] : [2, 3], 2)) as never);
    renderPage();
    await screen.findByText('Night market 2');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('Night market 3');
    expect(screen.getAllByText('Night market 2')).toHaveLength(1);
  });

  it('removing every item shown while more are left loads the list again from its start', async () => {
    let left = [1, 2, 3];
    jest.spyOn(api, 'call').mockImplementation(((name: string, args: { params: { id: number; page: number } }) => {
      if (name === 'removeFavorite') {
        left = left.filter((id) => id !== args.params.id);
        return Promise.resolve({ code: 200, app_js: 'x' });
      }
      return args.params.page === 1 ? answer(left.slice(0, 2), Math.ceil(left.length / 2)) : answer(left.slice(2), 2);
    }) as never);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Night market 1 from favorites' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Night market 2 from favorites' }));
    expect(await screen.findByText('Night market 3')).toBeInTheDocument();
    expect(screen.queryByText(/No favorites yet/)).toBeNull();
  });

  it('removes a favorite and says so; a failed removal keeps it with the server message', async () => {
    let fail = false;
    jest.spyOn(api, 'call').mockImplementation(((name: string) => {
      if (name === 'getFavorites') return answer([1, 2], 1);
      return fail
        ? Promise.reject(
            new ApiError('Please sign in.', 401, { code: 401, message: 'Please sign in.', app_js: 'x' }, undefined),
          )
        : Promise.resolve({ code: 200, app_js: 'x' });
    }) as never);
    const shown: unknown[] = [];
    const off = bus.on('message:show', (m) => shown.push(m));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Night market 1 from favorites' }));
    expect(screen.queryByText('Night market 1')).toBeNull();
    expect(shown).toContainEqual(
      expect.objectContaining({ message: 'Night market 1 was removed from your favorites.', type: 'success' }),
    );
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Remove Night market 2 from favorites' }));
    expect(shown).toContainEqual({ message: 'Please sign in.', type: 'error' });
    expect(screen.getByText('Night market 2')).toBeInTheDocument();
    off();
  });

  it('a favorite taken back on another screen (a bus event) leaves the list at once, without a reload', async () => {
    let saved = [1, 2];
    jest.spyOn(api, 'call').mockImplementation((() => answer(saved, 1)) as never);
    renderPage();
    await screen.findByText('Night market 2');
    saved = [1];
    act(() => bus.emit('experience:reacted', { id: 2 }));
    await waitFor(() => expect(screen.queryByText('Night market 2')).toBeNull());
    expect(screen.getByText('Night market 1')).toBeInTheDocument();
  });

  it('shows the empty text for no favorites', async () => {
    jest.spyOn(api, 'call').mockImplementation((() => answer([], 0)) as never);
    renderPage();
    expect(await screen.findByText(/No favorites yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});

describe('FavoritesPage: undo', () => {
  it('Undo in the message puts the favorite back with its old time, in its place; a failed undo says so', async () => {
    let failRestore = false;
    const call = jest.spyOn(api, 'call').mockImplementation(((name: string) => {
      if (name === 'getFavorites') return answer([1, 2], 1);
      if (name === 'restoreFavorite' && failRestore)
        return Promise.reject(new ApiError('Busy', 503, { code: 503, message: 'Busy', app_js: 'x' }, undefined));
      return Promise.resolve({ code: 200, app_js: 'x' });
    }) as never);
    const shown: Array<BusEvents['message:show']> = [];
    const off = bus.on('message:show', (m) => shown.push(m));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Night market 1 from favorites' }));
    const removed = shown.at(-1)!;
    expect(removed.action?.label).toBe('Undo');
    await act(async () => removed.action!.onAction());
    expect(call).toHaveBeenCalledWith('restoreFavorite', {
      params: { id: 1 },
      body: { favorited_at: experience(1).favorited_at },
    });
    // (a change of the cached pages reaches the screen a moment later)
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /^Night market \d$/ }).map((a) => a.textContent)).toEqual([
        'Night market 1',
        'Night market 2',
      ]),
    );

    failRestore = true;
    await userEvent.click(screen.getByRole('button', { name: 'Remove Night market 2 from favorites' }));
    await act(async () => shown.at(-1)!.action!.onAction());
    expect(shown.at(-1)).toEqual({ message: 'Busy', type: 'error' });
    expect(screen.queryByText('Night market 2')).toBeNull();
    off();
  });

  it('says it in Chinese too', async () => {
    await act(() => setLanguage('zh-Hant-TW'));
    jest
      .spyOn(api, 'call')
      .mockImplementation(((name: string) =>
        name === 'getFavorites' ? answer([1], 1) : Promise.resolve({ code: 200, app_js: 'x' })) as never);
    const shown: Array<BusEvents['message:show']> = [];
    const off = bus.on('message:show', (m) => shown.push(m));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '將「Night market 1」從我的最愛移除' }));
    expect(shown.at(-1)).toMatchObject({
      message: '已將「Night market 1」從我的最愛移除。',
      action: { label: '復原' },
    });
    off();
  });
});
