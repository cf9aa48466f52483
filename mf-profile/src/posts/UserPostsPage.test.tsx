import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, api, bus, setLanguage, type Post } from 'shared';
import '../i18n';
import { samplePost } from './fixtures/posts';
import { UserPostsPage } from './UserPostsPage';

beforeEach(async () => {
  await act(() => setLanguage('en'));
});
afterEach(() => jest.restoreAllMocks());

function renderAt(userId: string) {
  const notFound = jest.fn();
  const off = bus.on('route:not-found', notFound);
  render(
    <MemoryRouter
      initialEntries={[`/user/${userId}/posts`]}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <UserPostsPage params={{ userId }} />
    </MemoryRouter>,
  );
  return { notFound, off };
}

const wall = (posts: Post[]) =>
  Promise.resolve({ code: 200, data: posts, result: { page: 1, max_page: 1, total: posts.length }, app_js: 'x' });

describe('UserPostsPage', () => {
  it('a traveller who does not exist (the API says 404) shows the 404 page, not an empty wall', async () => {
    jest
      .spyOn(api, 'call')
      .mockImplementation((() =>
        Promise.reject(
          new ApiError('This traveller does not exist.', 404, { code: 404, message: 'x', app_js: 'x' }, undefined),
        )) as never);
    const { notFound, off } = renderAt('999999');
    await waitFor(() => expect(notFound).toHaveBeenCalledWith({ path: '/user/999999/posts' }));
    expect(screen.queryByText('No posts yet.')).toBeNull();
    off();
  });

  it('an id no traveller can have shows the 404 page without asking the API', async () => {
    const call = jest.spyOn(api, 'call');
    const { notFound, off } = renderAt('abc');
    expect(notFound).toHaveBeenCalledWith({ path: '/user/abc/posts' });
    expect(call).not.toHaveBeenCalled();
    off();
  });

  it('a traveller with posts: their wall, titled with their name', async () => {
    jest.spyOn(api, 'call').mockImplementation((() => wall([samplePost])) as never);
    const { notFound, off } = renderAt(String(samplePost.user.id));
    expect(
      await screen.findByRole('heading', { level: 1, name: `${samplePost.user.display_name}'s posts` }),
    ).toBeInTheDocument();
    expect(notFound).not.toHaveBeenCalled();
    off();
  });
});
