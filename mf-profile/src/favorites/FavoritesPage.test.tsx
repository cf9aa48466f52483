import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, api, bus, setLanguage } from 'shared';
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
  favorited_at: '2026-03-10T10:00:00.000Z',
});
const answer = (ids: number[], maxPage: number) =>
  Promise.resolve({ code: 200, data: ids.map(experience), result: { max_page: maxPage, total: 3 }, app_js: 'x' });

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
  it('pages with "show more" and asks for no page past the last one', async () => {
    const call = jest
      .spyOn(api, 'call')
      .mockImplementation(((_: string, args: { params: { page: number } }) =>
        answer(args.params.page === 1 ? [1, 2] : [3], 2)) as never);
    renderPage();
    expect(await screen.findByText('Night market 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Night market 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(call.mock.calls.map(([name, args]) => [name, (args as { params: unknown }).params])).toEqual([
      ['getFavorites', { page: 1 }],
      ['getFavorites', { page: 2 }],
    ]);
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
    expect(shown).toContainEqual({ message: 'Night market 1 was removed from your favorites.', type: 'success' });
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Remove Night market 2 from favorites' }));
    expect(shown).toContainEqual({ message: 'Please sign in.', type: 'error' });
    expect(screen.getByText('Night market 2')).toBeInTheDocument();
    off();
  });

  it('shows the empty text for no favorites', async () => {
    jest.spyOn(api, 'call').mockImplementation((() => answer([], 0)) as never);
    renderPage();
    expect(await screen.findByText(/No favorites yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
