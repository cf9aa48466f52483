import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, api, bus, setLanguage, type MyExperience } from 'shared';
import { sampleUser } from 'contract';
import '../i18n';
import { MyExperiencesPage } from './MyExperiencesPage';

const mine = (id: number, title: string, change: Partial<MyExperience> = {}): MyExperience => ({
  id,
  slug: title.toLowerCase().replace(/ /g, '-'),
  title,
  video_type: 'youtube',
  video_id: 'abc123XYZ_0',
  duration: 300,
  author: '',
  likes_count: 3,
  views_count: 1500,
  place_label: '',
  visible_type: 0,
  status: 'published',
  updated_at: '2026-01-11T08:00:00Z',
  published_at: '2026-01-11T08:00:00Z',
  ...change,
});

const list = [
  mine(1, 'Harbour walk', { visible_type: 2 }),
  mine(2, '', { status: 'draft', slug: '', views_count: 0, likes_count: 0 }),
];

type Handler = (args: { params?: Record<string, unknown>; body?: unknown }) => unknown;
function fakeApi(handlers: Record<string, Handler>) {
  return jest.spyOn(api, 'call').mockImplementation((async (name: string, args: Parameters<Handler>[0] = {}) => {
    const h = handlers[name];
    if (!h) throw new ApiError('Request failed (502)', 502, undefined, {});
    return { code: 200, app_js: 'x', ...((await h(args)) as object) };
  }) as never);
}

/** The API as the server answers it: a change or a deletion shows in the list asked after it. */
function fakeServer() {
  let onServer = list;
  return fakeApi({
    getMyExperiences: () => ({ data: onServer }),
    updateExperience: ({ params, body }) => {
      onServer = onServer.map((e) => (e.id === params?.id ? { ...e, ...(body as object) } : e));
      return { data: onServer.find((e) => e.id === params?.id) };
    },
    deleteExperience: ({ params }) => {
      onServer = onServer.filter((e) => e.id !== params?.id);
      return {};
    },
  });
}

const renderPage = () =>
  render(
    <MemoryRouter
      initialEntries={['/my/experiences']}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <MyExperiencesPage />
    </MemoryRouter>,
  );

beforeEach(async () => {
  await act(() => setLanguage('en'));
});
afterEach(() => jest.restoreAllMocks());

describe('MyExperiencesPage', () => {
  it('lists published videos with visibility and counts, and drafts with edit and publish links', async () => {
    fakeApi({ getMyExperiences: () => ({ data: list }) });
    renderPage();
    const published = await screen.findByRole('region', { name: 'Published (1)' });
    expect(within(published).getByRole('link', { name: 'Harbour walk' })).toHaveAttribute(
      'href',
      '/experience/1--harbour-walk',
    );
    expect(within(published).getByText(/Unlisted · 5:00 · 1.5k views · 3 likes/)).toBeInTheDocument();
    expect(within(published).getByRole('combobox', { name: 'Visibility Harbour walk' })).toHaveValue('2');
    expect(within(published).getByRole('link', { name: 'Edit Harbour walk' })).toHaveAttribute(
      'href',
      '/experience/edit/1',
    );
    const drafts = screen.getByRole('region', { name: 'Drafts (1)' });
    expect(within(drafts).getByRole('heading', { name: 'Untitled video' })).toBeInTheDocument();
    expect(within(drafts).getByRole('link', { name: 'Publish Untitled video' })).toHaveAttribute(
      'href',
      '/experience/publish/2--draft',
    );
  });

  it('marks a video an administrator hid, with the reason, and only that one', async () => {
    const hidden = { reason: 'Advertising', hidden_at: '2026-11-20T10:00:00Z' };
    fakeApi({ getMyExperiences: () => ({ data: [mine(1, 'Harbour walk', { hidden }), mine(3, 'Temple walk')] }) });
    renderPage();
    const published = await screen.findByRole('region', { name: 'Published (2)' });
    const [first, second] = within(published).getAllByRole('listitem');
    expect(within(first).getByRole('note', { name: 'Hidden by an administrator' })).toHaveTextContent(
      'Reason: Advertising',
    );
    expect(within(second).queryByRole('note')).toBeNull();
  });

  it('changes the visibility of a published video', async () => {
    const call = fakeServer();
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'Visibility Harbour walk' });
    await userEvent.selectOptions(select, 'Public');
    expect(call).toHaveBeenCalledWith('updateExperience', { params: { id: 1 }, body: { id: 1, visible_type: 0 } });
    await waitFor(() => expect(select).toHaveValue('0'));
    expect(screen.getByText(/Public · 5:00/)).toBeInTheDocument();
  });

  it('shows why a visibility change failed and keeps the old one', async () => {
    fakeApi({
      getMyExperiences: () => ({ data: list }),
      updateExperience: () => {
        throw new ApiError('x', 403, { code: 403, message: 'You may not change this video.', app_js: 'x' }, undefined);
      },
    });
    renderPage();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Visibility Harbour walk' }), 'Private');
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not change this video.');
    expect(screen.getByRole('combobox', { name: 'Visibility Harbour walk' })).toHaveValue('2');
  });

  it('deletes only after confirmation', async () => {
    const call = fakeServer();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Harbour walk' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this video?' });
    expect(dialog).toHaveTextContent('“Harbour walk” will be removed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(call).not.toHaveBeenCalledWith('deleteExperience', expect.anything());

    await userEvent.click(screen.getByRole('button', { name: 'Delete Harbour walk' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this video?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(call).toHaveBeenCalledWith('deleteExperience', { params: { id: 1 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('link', { name: 'Harbour walk' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Published (0)' })).toHaveTextContent('Nothing published yet.');
  });

  it('asks in the shared confirmation dialog: focus starts on Cancel, so Enter deletes nothing', async () => {
    const call = fakeApi({ getMyExperiences: () => ({ data: list }), deleteExperience: () => ({}) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Harbour walk' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this video?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(call).not.toHaveBeenCalledWith('deleteExperience', expect.anything());
  });

  it('keeps the dialog open with the reason when the delete fails, in both languages', async () => {
    fakeApi({
      getMyExperiences: () => ({ data: list }),
      deleteExperience: () => {
        throw new ApiError('Request failed (502)', 502, undefined, {});
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Harbour walk' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this video?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findByText('The video could not be deleted. Please try again.')).toBeInTheDocument();
    await act(() => setLanguage('zh-Hant-TW'));
    dialog = screen.getByRole('dialog', { name: '要刪除這部影片嗎？' });
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '永久刪除' })).toBeInTheDocument();
  });

  it('says so when there is nothing yet, in both languages', async () => {
    fakeApi({ getMyExperiences: () => ({ data: [] }) });
    renderPage();
    expect(await screen.findByText('You have not shared any video yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload your first video' })).toHaveAttribute('href', '/experience/upload');
    await act(() => setLanguage('zh-Hant-TW'));
    expect(await screen.findByText('您還沒有分享任何影片。')).toBeInTheDocument();
  });

  it("shows the account's own list when another account has signed in since it was shown", async () => {
    let account = 'first';
    fakeApi({ getMyExperiences: () => ({ data: account === 'first' ? list : [mine(7, 'Tea farm')] }) });
    const { unmount } = renderPage();
    expect(await screen.findByRole('link', { name: 'Harbour walk' })).toBeInTheDocument();
    unmount();
    account = 'second';
    act(() => bus.emit('auth:signed-in', { user: sampleUser }));
    renderPage();
    expect(await screen.findByRole('link', { name: 'Tea farm' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Harbour walk' })).toBeNull();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    const call = jest
      .spyOn(api, 'call')
      .mockRejectedValueOnce(new ApiError('Request failed (502)', 502, undefined, {}));
    call.mockResolvedValueOnce({ code: 200, data: list, app_js: 'x' } as never);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your videos could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Harbour walk' })).toBeInTheDocument();
  });
});
