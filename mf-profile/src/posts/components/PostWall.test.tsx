import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  ApiError,
  NO_CAPTCHA_TOKEN,
  api,
  bus,
  loginStateAtom,
  setLanguage,
  sharedStore,
  userAtom,
  type Post,
} from 'shared';
import '../../i18n';
import { sampleUser } from 'contract';
import { samplePost, textOnlyPost } from '../fixtures/posts';
import { PostWall } from './PostWall';

const me = { ...sampleUser, id: samplePost.user.id, is_admin: false };
const apiError = (message: string, status = 400) =>
  new ApiError(message, status, { code: status, message, app_js: 'x' }, undefined);
const page = (posts: Post[]) =>
  Promise.resolve({ code: 200, data: posts, result: { page: 1, max_page: 1, total: posts.length }, app_js: 'x' });

beforeEach(async () => {
  await act(() => setLanguage('en'));
  act(() => sharedStore.set(userAtom, me));
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => sharedStore.set(userAtom, null));
});

function renderWall() {
  return render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <PostWall query={{ user_id: me.id }} emptyText="No posts yet." />
    </MemoryRouter>,
  );
}

const articles = () => screen.queryAllByRole('article');

describe('PostWall: delete', () => {
  it('asks first in a dialog (no window.confirm); Esc and Cancel delete nothing, confirmed removes the post and says so', async () => {
    const call = jest
      .spyOn(api, 'call')
      .mockImplementation(((name: string) =>
        name === 'getPosts' ? page([samplePost, textOnlyPost]) : Promise.resolve({ code: 200, app_js: 'x' })) as never);
    const confirm = jest.spyOn(window, 'confirm');
    const shown: unknown[] = [];
    const off = bus.on('message:show', (m) => shown.push(m));
    renderWall();
    await screen.findAllByRole('article');
    const first = articles()[0];
    const deleteButton = within(first).getByRole('button', { name: 'Delete' });
    await userEvent.click(deleteButton);
    const dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deleteButton).toHaveFocus();
    await userEvent.click(deleteButton);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(call.mock.calls.some(([n]) => n === 'deletePost')).toBe(false);
    expect(articles()).toHaveLength(2);
    await userEvent.click(deleteButton);
    await userEvent.click(screen.getByRole('button', { name: 'Delete post' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(call).toHaveBeenCalledWith('deletePost', { params: { id: samplePost.post_id } });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(articles()).toHaveLength(1);
    expect(shown).toContainEqual({ message: 'The post was deleted.', type: 'success' });
    off();
  });

  it('keeps the post and shows the server message in the dialog when the delete fails', async () => {
    jest
      .spyOn(api, 'call')
      .mockImplementation(((name: string) =>
        name === 'getPosts'
          ? page([samplePost])
          : Promise.reject(apiError('You may not change this post.', 403))) as never);
    renderWall();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete post' }));
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent('You may not change this post.');
    expect(articles()).toHaveLength(1);
  });

  it('offers no edit or delete on posts of others', async () => {
    jest
      .spyOn(api, 'call')
      .mockImplementation((() => page([{ ...samplePost, user: { ...samplePost.user, id: 99 } }])) as never);
    renderWall();
    await screen.findByRole('article');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });
});

describe('PostWall: edit', () => {
  it('opens the editor in place, saves and shows the edited post; cancel leaves it as it was', async () => {
    const call = jest.spyOn(api, 'call').mockImplementation(((name: string, args: { body?: Partial<Post> }) =>
      name === 'getPosts'
        ? page([samplePost])
        : Promise.resolve({
            code: 200,
            data: {
              ...samplePost,
              post: args.body?.post,
              recommend: args.body?.recommend,
              updated_at: samplePost.created_at,
            },
            app_js: 'x',
          })) as never);
    renderWall();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    // (the editor's code arrives with the first editor opened)
    const text = await screen.findByRole('textbox', { name: 'Your post' });
    await userEvent.clear(text);
    await userEvent.type(text, 'Changed my mind');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(/pepper buns/)).toBeInTheDocument();
    expect(call.mock.calls.some(([n]) => n === 'updatePost')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const again = await screen.findByRole('textbox', { name: 'Your post' });
    await userEvent.clear(again);
    await userEvent.type(again, 'Even better with friends');
    await userEvent.click(screen.getByRole('checkbox', { name: 'This is a review' }));
    // a review starts unrated: the author chooses the stars
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Even better with friends')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your post' })).toBeNull();
    expect(screen.getByText('Recommended')).toBeInTheDocument();
    expect(screen.getByText(/· edited/)).toBeInTheDocument();
  });
});

describe('PostWall: paging', () => {
  it('"Show more" asks for the posts after the last one shown (cursor), so a deletion skips none', async () => {
    const call = jest.spyOn(api, 'call').mockImplementation(((name: string, args: { query: { page: number } }) => {
      if (name !== 'getPosts') return Promise.resolve({ code: 200, app_js: 'x' });
      const first = args.query.page === 1;
      return Promise.resolve({
        code: 200,
        data: [first ? samplePost : textOnlyPost],
        result: { page: args.query.page, max_page: 2, total: 2, next_cursor: first ? '1773136800000000-7' : null },
        app_js: 'x',
      });
    }) as never);
    renderWall();
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText(/Quiet in the morning/);
    expect(call.mock.calls.filter(([n]) => n === 'getPosts').map(([, a]) => (a as { query: unknown }).query)).toEqual([
      { user_id: me.id, page: 1, cursor: undefined },
      { user_id: me.id, page: 2, cursor: '1773136800000000-7' },
    ]);
  });
});

describe('PostWall: loading', () => {
  it('a next page that fails keeps the posts shown with the message and Retry, which asks for it again', async () => {
    let failNext = true;
    jest.spyOn(api, 'call').mockImplementation(((_: string, args: { query: { page: number } }) => {
      if (args.query.page === 1)
        return Promise.resolve({
          code: 200,
          data: [samplePost],
          result: { page: 1, max_page: 2, total: 2, next_cursor: '1773136800000000-7' },
          app_js: 'x',
        });
      if (failNext) return Promise.reject(apiError('Server unavailable', 503));
      return page([textOnlyPost]);
    }) as never);
    renderWall();
    await screen.findByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server unavailable');
    expect(articles()).toHaveLength(1);
    failNext = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText(/Quiet in the morning/);
    expect(articles()).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error with retry, then the empty text', async () => {
    const call = jest
      .spyOn(api, 'call')
      .mockImplementationOnce((() => Promise.reject(apiError('Server unavailable', 503))) as never)
      .mockImplementation((() => page([])) as never);
    renderWall();
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No posts yet.')).toBeInTheDocument();
    // the wall was asked twice: the failed read and its retry (the report form's app info is asked on its own)
    expect(call.mock.calls.filter(([name]) => name === 'getPosts')).toHaveLength(2);
  });
});

describe('PostWall: report', () => {
  it("offers Report on others' posts only; a guest signs in first, then the post is reported and thanked", async () => {
    act(() => {
      sharedStore.set(userAtom, null);
      sharedStore.set(loginStateAtom, 'logged-out');
    });
    const call = jest
      .spyOn(api, 'call')
      .mockImplementation(((name: string) =>
        name === 'getPosts'
          ? page([samplePost])
          : Promise.resolve({ code: 200, message: 'Thank you, we will look at it.', app_js: 'x' })) as never);
    const login = jest.fn();
    const shown = jest.fn();
    const offLogin = bus.on('auth:open-login', login);
    const offShown = bus.on('message:show', shown);
    renderWall();
    await userEvent.click(await screen.findByRole('button', { name: 'Report' }));
    expect(login).toHaveBeenCalledWith({ reason: 'Sign in to report a post.' });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      sharedStore.set(userAtom, { ...me, id: me.id + 1 });
      sharedStore.set(loginStateAtom, 'logged-in');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /What is wrong/ }), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(call).toHaveBeenCalledWith('reportPost', {
      params: { postId: samplePost.post_id },
      body: { report: 'Spam', recaptchaToken: NO_CAPTCHA_TOKEN },
    });
    expect(shown).toHaveBeenCalledWith({ message: 'Thank you, we will look at it.', type: 'success' });
    offLogin();
    offShown();
    act(() => sharedStore.set(loginStateAtom, 'logged-out'));
  });

  it('offers no Report to the author', async () => {
    jest
      .spyOn(api, 'call')
      .mockImplementation(((name: string) =>
        name === 'getPosts' ? page([samplePost]) : Promise.reject(apiError('no'))) as never);
    renderWall();
    await screen.findByRole('article');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });
});
