import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  ApiError,
  api,
  bus,
  forgetAppInfo,
  loadAppInfo,
  setLanguage,
  sharedStore,
  userAtom,
  type Experience,
  type User,
} from 'shared';
import '../i18n';
import { sampleExperience } from '../detail/fixtures/experience';
import { PublishPage } from '../publish/PublishPage';
import { EditPage } from './EditPage';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname}</output>;
}

const owner = { id: 4, display_name: 'Mei', is_admin: false } as User;
const draftExperience: Experience = {
  ...sampleExperience,
  id: 40,
  slug: '',
  title: '',
  description: '',
  status: 'draft',
  duration: 300,
  tags: [],
  places: [],
};
const taipei101 = {
  ...sampleExperience.places[0].place,
  id: 50,
  slug: 'taipei-101',
  place_name: 'Taipei 101',
  area: { id: 2, area_name: 'Taipei' },
};

type Handler = (args: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown }) => unknown;

/** A fake API answering by route name (the contract's shapes); unknown routes fail. */
function fakeApi(overrides: Record<string, Handler> = {}) {
  const calls: Array<{ name: string; args: Parameters<Handler>[0] }> = [];
  const handlers: Record<string, Handler> = {
    getExperience: () => ({ data: draftExperience }),
    getTags: () => ({
      data: [
        { id: 1, slug: 'night-market', name: 'night market' },
        { id: 2, slug: 'street-food', name: 'street food' },
      ],
    }),
    globalSearch: () => ({ data: { places: [taipei101], experiences: [] } }),
    updateExperience: ({ body }) => ({ data: { ...draftExperience, ...(body as object), slug: 'harbour-walk' } }),
    ...overrides,
  };
  jest.spyOn(api, 'call').mockImplementation((async (name: string, args: Parameters<Handler>[0] = {}) => {
    calls.push({ name, args });
    const h = handlers[name];
    if (!h) throw new ApiError('Request failed (502)', 502, undefined, {});
    return { code: 200, app_js: 'x', ...((await h(args)) as object) };
  }) as never);
  return calls;
}

function renderPage(expId = '40') {
  return render(
    <Provider store={sharedStore}>
      <MemoryRouter
        initialEntries={[`/experience/edit/${expId}`]}
        future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
      >
        <Routes>
          <Route
            path="*"
            element={
              <>
                <EditPage params={{ expId }} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

async function addPlace(name: string) {
  await userEvent.type(screen.getByRole('searchbox', { name: 'Find a place by name' }), name);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  await userEvent.click(await screen.findByRole('button', { name: `Add ${name}` }));
}

/** Plays the embedded YouTube player, which then tells its position. */
async function playerAt(currentTime: number) {
  await userEvent.click(screen.getByRole('button', { name: 'Play video' }));
  const frame = document.querySelector('iframe')!;
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: JSON.stringify({ event: 'infoDelivery', info: { currentTime } }),
        origin: 'https://www.youtube-nocookie.com',
        source: frame.contentWindow,
      }),
    );
  });
}

// typing goes key by key: slow on a busy machine
jest.setTimeout(30_000);

beforeEach(async () => {
  forgetAppInfo();
  await act(() => setLanguage('en'));
  sharedStore.set(userAtom, owner);
});
afterEach(() => jest.restoreAllMocks());

describe('EditPage', () => {
  it('edits title, tags and a place found by name, with a typed time and arrow keys, and saves it all', async () => {
    const calls = fakeApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit experience' })).toBeInTheDocument();
    await userEvent.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Harbour walk');
    expect(screen.getByText(/No places yet/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'street food' }));

    await addPlace('Taipei 101');
    expect(calls.find((c) => c.name === 'globalSearch')!.args.query).toEqual({
      place_id: 'Taipei 101',
      type_filter: 'place',
    });
    const time = screen.getByRole('spinbutton', { name: 'Time of Taipei 101 (mm:ss)' });
    // the keyboard goes to the new place's time
    expect(time).toHaveFocus();
    await userEvent.clear(time);
    await userEvent.type(time, '1:30{Enter}{ArrowUp}{ArrowUp}');
    expect(time).toHaveValue('1:32');
    await userEvent.type(screen.getByRole('textbox', { name: /^Notes about Taipei 101/ }), 'Go up at dusk');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'updateExperience')).toBe(true));
    expect(calls.find((c) => c.name === 'updateExperience')!.args).toEqual(
      expect.objectContaining({
        params: { id: 40 },
        body: {
          id: 40,
          title: 'Harbour walk',
          description: '',
          tags: [2],
          places: [{ place_id: 50, time: 92, notes: 'Go up at dusk' }],
        },
      }),
    );
    expect(await screen.findByText('All changes saved.')).toBeVisible();
  });

  it("uses the embedded player's current time for a place", async () => {
    fakeApi();
    renderPage();
    await screen.findByRole('textbox', { name: /^Title/ });
    await addPlace('Taipei 101');
    const useNow = screen.getByRole('button', { name: 'Use current video time for Taipei 101' });
    expect(useNow).toBeDisabled();
    await playerAt(83.6);
    expect(screen.getByText(/player at 1:23/)).toBeInTheDocument();
    await userEvent.click(useNow);
    expect(screen.getByRole('spinbutton', { name: 'Time of Taipei 101 (mm:ss)' })).toHaveValue('1:23');
  });

  it('refuses 75:10 on a 14:05 video beside the field, keeps it there, and neither saves it nor says saved', async () => {
    const saved = {
      ...draftExperience,
      title: 'Harbour walk',
      duration: 14 * 60 + 5,
      places: [{ ...sampleExperience.places[0], place: taipei101, time: 0, notes: '', position: 1 }],
    };
    const calls = fakeApi({
      getExperience: () => ({ data: saved }),
      updateExperience: ({ body }) => ({ data: { ...saved, ...(body as object) } }),
    });
    renderPage();
    const time = await screen.findByRole('spinbutton', { name: 'Time of Taipei 101 (mm:ss)' });
    // a first save: the page says so
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('All changes saved.')).toBeVisible();
    const saves = () => calls.filter((c) => c.name === 'updateExperience').length;
    expect(saves()).toBe(1);

    await userEvent.clear(time);
    await userEvent.type(time, '75:10');
    await userEvent.tab();
    expect(time).toHaveValue('75:10');
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(time).toHaveAccessibleDescription(
      expect.stringContaining('The video is 14:05 long: pick a time within it.'),
    );
    expect(screen.queryByText('All changes saved.')).toBeNull();
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saves()).toBe(1);
    expect(time).toHaveValue('75:10');
    expect(screen.queryByText('All changes saved.')).toBeNull();

    await act(() => setLanguage('zh-Hant-TW'));
    await userEvent.click(screen.getByRole('spinbutton', { name: 'Taipei 101 的時間（mm:ss）' }));
    await userEvent.tab();
    expect(screen.getByText('影片長度為 14:05，請選擇影片內的時間。')).toBeInTheDocument();
    await act(() => setLanguage('en'));

    // a time within the video is taken and saved
    await userEvent.clear(time);
    await userEvent.type(time, '14:05{Enter}');
    expect(time).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('All changes saved.')).toBeVisible();
    expect(calls.filter((c) => c.name === 'updateExperience').at(-1)!.args.body).toEqual(
      expect.objectContaining({ places: [{ place_id: 50, time: 845, notes: '' }] }),
    );
  });

  it('"Use current video time" replaces a refused entry, which can then be saved', async () => {
    const calls = fakeApi();
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Harbour walk');
    await addPlace('Taipei 101');
    const time = () => screen.getByRole('spinbutton', { name: 'Time of Taipei 101 (mm:ss)' });
    await userEvent.type(time(), '{Control>}a{/Control}9:99{Enter}');
    expect(time()).toHaveValue('9:99');
    expect(time()).toHaveAttribute('aria-invalid', 'true');
    await playerAt(0);
    await userEvent.click(screen.getByRole('button', { name: 'Use current video time for Taipei 101' }));
    expect(time()).toHaveValue('0:00');
    expect(time()).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('All changes saved.')).toBeVisible();
    expect(calls.filter((c) => c.name === 'updateExperience')).toHaveLength(1);
  });

  it('takes h:mm:ss for a place in a vlog over an hour, in both languages, and saves it in seconds', async () => {
    const calls = fakeApi({ getExperience: () => ({ data: { ...draftExperience, duration: 2 * 3600 } }) });
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Island day');
    await addPlace('Taipei 101');
    const time = screen.getByRole('spinbutton', { name: 'Time of Taipei 101 (mm:ss or h:mm:ss)' });
    expect(time).toHaveAccessibleDescription('At most 2:00:00, the end of the video.');
    await userEvent.clear(time);
    await userEvent.type(time, '1:02:03{Enter}');
    expect(time).toHaveValue('1:02:03');
    await userEvent.clear(time);
    await userEvent.type(time, '2:00:01{Enter}');
    expect(time).toHaveValue('2:00:01');
    expect(screen.getByText('The video is 2:00:00 long: pick a time within it.')).toBeInTheDocument();
    await userEvent.clear(time);
    await userEvent.type(time, '1:02:03{Enter}');
    await act(() => setLanguage('zh-Hant-TW'));
    expect(screen.getByRole('spinbutton', { name: 'Taipei 101 的時間（mm:ss 或 h:mm:ss）' })).toHaveValue('1:02:03');
    await act(() => setLanguage('en'));

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'updateExperience')).toBe(true));
    expect(calls.find((c) => c.name === 'updateExperience')!.args.body).toEqual(
      expect.objectContaining({ places: [{ place_id: 50, time: 3723, notes: '' }] }),
    );
  });

  it('keeps everything typed when a save fails, and shows the server message (then saves on retry)', async () => {
    let fail = true;
    const calls = fakeApi({
      updateExperience: ({ body }) => {
        if (fail)
          throw new ApiError(
            'x',
            400,
            { code: 400, message: 'Place 2 is at 6:00, past the end (5:00).', app_js: 'x' },
            undefined,
          );
        return { data: { ...draftExperience, ...(body as object) } };
      },
    });
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Kept');
    await addPlace('Taipei 101');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Place 2 is at 6:00, past the end (5:00).')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Kept');
    expect(screen.getByRole('spinbutton', { name: 'Time of Taipei 101 (mm:ss)' })).toBeInTheDocument();
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('All changes saved.')).toBeVisible();
    expect(calls.filter((c) => c.name === 'updateExperience')).toHaveLength(2);
  });

  it('moves and removes places with the keyboard; focus stays on the moving place', async () => {
    fakeApi({
      getExperience: () => ({
        data: { ...draftExperience, places: sampleExperience.places, title: 'Night market', slug: 'night-market' },
      }),
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Places in the video' });
    const headings = () =>
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(headings()).toEqual(['1. Shilin Night Market', '2. Hot-Star Fried Chicken']);
    expect(screen.getByRole('button', { name: 'Move up Shilin Night Market' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move down Shilin Night Market' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(headings()).toEqual(['1. Hot-Star Fried Chicken', '2. Shilin Night Market']);
    expect(screen.getByRole('button', { name: 'Move up Shilin Night Market' })).toHaveFocus();
    expect(screen.getByText('Shilin Night Market moved to position 2 of 2.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Hot-Star Fried Chicken' }));
    expect(headings()).toEqual(['1. Shilin Night Market']);
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Places in the video' })).toHaveFocus());
  });

  it('needs a title to continue to publish; then saves and opens the publish page', async () => {
    const calls = fakeApi();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to publish' }));
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Give the video a title before publishing it.').length).toBeGreaterThan(0);
    expect(calls.some((c) => c.name === 'updateExperience')).toBe(false);

    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'Harbour walk');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to publish' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/experience/publish/40--harbour-walk'));
  });

  it('the publish page it opens shows the video as saved, without waiting for it to be asked again', async () => {
    let saved = false;
    fakeApi({
      // once saved, the server is slow to answer the video again: the publish page shows what the save answered
      getExperience: () => (saved ? new Promise(() => undefined) : { data: draftExperience }),
      updateExperience: ({ body }) => {
        saved = true;
        return { data: { ...draftExperience, ...(body as object), slug: 'harbour-walk' } };
      },
    });
    render(
      <Provider store={sharedStore}>
        <MemoryRouter
          initialEntries={['/experience/edit/40']}
          future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
        >
          <Routes>
            <Route path="/experience/edit/:expId" element={<EditPage params={{ expId: '40' }} />} />
            <Route path="/experience/publish/*" element={<PublishPage params={{ expId: '40' }} />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    await userEvent.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Harbour walk');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to publish' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Publish experience' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Harbour walk' })).toBeInTheDocument();
  });

  it('finds a place by Google place id (find or create) when the server has Google Places', async () => {
    const calls = fakeApi({
      getApp: () => ({ data: { app_js: 'x', google_places: true } }),
      findOrCreatePlace: () => ({ data: taipei101 }),
    });
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: /Google place id/ }), 'bad id!{Enter}');
    expect(screen.getByText('This is not a Google place id.')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /Google place id/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Google place id/ }), 'ChIJ101{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Taipei 101' }));
    expect(calls.find((c) => c.name === 'findOrCreatePlace')!.args.query).toEqual({ google_place_id: 'ChIJ101' });
    expect(screen.getByRole('heading', { level: 3, name: '1. Taipei 101' })).toBeInTheDocument();
  });

  it('offers no Google place id when the server has no Google Places', async () => {
    const calls = fakeApi();
    renderPage();
    await screen.findByRole('textbox', { name: /^Title/ });
    await waitFor(() => expect(calls.some((c) => c.name === 'getApp')).toBe(true));
    expect(screen.queryByRole('textbox', { name: /Google place id/ })).not.toBeInTheDocument();
  });

  it("refuses someone else's video, and shows the 404 page for an unknown one", async () => {
    fakeApi({ getExperience: () => ({ data: { ...draftExperience, user: { id: 99, display_name: 'Other' } } }) });
    renderPage();
    expect(await screen.findByText('Only the person who shared this video can change it.')).toBeInTheDocument();
    jest.restoreAllMocks();

    fakeApi({
      getExperience: () => {
        throw new ApiError('nope', 404, { code: 404, message: 'nope', app_js: 'x' }, undefined);
      },
    });
    const seen = jest.fn();
    const off = bus.on('route:not-found', seen);
    renderPage('41');
    await waitFor(() => expect(seen).toHaveBeenCalledWith({ path: '/experience/edit/41' }));
    off();
  });
});

describe('EditPage: places from the chapters', () => {
  const raohe = { ...taipei101, id: 51, slug: 'raohe', place_name: 'Raohe Street Night Market' };
  const elephant = { ...taipei101, id: 52, slug: 'elephant', place_name: 'Elephant Mountain' };
  const shilin = sampleExperience.places[0].place;
  const chapters = [
    { time: 0, title: 'Intro', place: null },
    { time: 90, title: 'Taipei 101 at sunset', place: taipei101 },
    { time: 120, title: 'Raohe by night', place: raohe },
    { time: 165, title: 'Back again', place: shilin },
    { time: 240, title: 'Somewhere we do not know', place: null },
    { time: 360, title: 'Elephant Mountain', place: elephant },
  ];
  const withShilin: Experience = {
    ...draftExperience,
    places: [{ ...sampleExperience.places[0], time: 5, notes: 'Start here', position: 0 }],
  };
  const chaptersOn = { getApp: () => ({ data: { app_js: 'x', youtube_chapters: true } }) };
  const fillButton = () => screen.queryByRole('button', { name: 'Fill places from the video’s chapters' });

  it('is not offered when the server cannot read chapters', async () => {
    const calls = fakeApi();
    renderPage();
    await screen.findByRole('textbox', { name: /^Title/ });
    await waitFor(() => expect(calls.some((c) => c.name === 'getApp')).toBe(true));
    expect(fillButton()).not.toBeInTheDocument();
  });

  it('adds the places the chapters name, at their times, as unsaved changes, and lists the unmatched titles', async () => {
    let answer!: (value: unknown) => void;
    const calls = fakeApi({
      ...chaptersOn,
      getExperience: () => ({ data: withShilin }),
      getExperienceChapters: () => new Promise((resolve) => (answer = resolve)),
    });
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Kept');
    await userEvent.click(await screen.findByRole('button', { name: 'Fill places from the video’s chapters' }));
    // loading: the button is busy (and takes no second press) until the answer comes
    expect(fillButton()).toHaveAttribute('aria-disabled', 'true');
    expect(fillButton()).toHaveAttribute('aria-busy', 'true');
    expect(calls.find((c) => c.name === 'getExperienceChapters')!.args.params).toEqual({ id: 40 });
    await act(async () => answer({ data: chapters, result: { duration: 300, author: 'Trip Channel' } }));

    const list = screen.getByRole('list', { name: 'Places in the video' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([`1. ${shilin.place_name}`, '2. Taipei 101', '3. Raohe Street Night Market']);
    expect(screen.getByRole('spinbutton', { name: 'Time of Taipei 101 (mm:ss)' })).toHaveValue('1:30');
    expect(screen.getByRole('spinbutton', { name: 'Time of Raohe Street Night Market (mm:ss)' })).toHaveValue('2:00');
    // the keyboard stays on the button
    expect(fillButton()).toHaveFocus();
    expect(fillButton()).not.toHaveAttribute('aria-disabled');

    const status = screen.getAllByRole('status').find((s) => s.textContent?.includes('from chapters'))!;
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(within(status).getByText('Added 2 places from chapters.')).toBeInTheDocument();
    expect(
      within(status).getByText(
        'No place found for: “Intro” and “Somewhere we do not know”. You can add them with the place finder below.',
      ),
    ).toBeInTheDocument();
    expect(within(status).getByText('Already in the list: “Back again”.')).toBeInTheDocument();
    expect(
      within(status).getByText('Past the end of the video, so not added: “Elephant Mountain”.'),
    ).toBeInTheDocument();

    // nothing typed is lost; the additions are unsaved until the owner saves
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Kept');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'updateExperience')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'updateExperience')).toBe(true));
    expect((calls.find((c) => c.name === 'updateExperience')!.args.body as { places: unknown }).places).toEqual([
      { place_id: shilin.id, time: 5, notes: 'Start here' },
      { place_id: 50, time: 90, notes: '' },
      { place_id: 51, time: 120, notes: '' },
    ]);
  });

  it('is not offered for a Vimeo video', async () => {
    fakeApi({
      ...chaptersOn,
      getExperience: () => ({ data: { ...draftExperience, video_type: 'vimeo', video_id: '76979871' } }),
    });
    renderPage();
    await screen.findByRole('textbox', { name: /^Title/ });
    // the flag is on, but a Vimeo video has no chapters to read
    await act(async () => expect(await loadAppInfo()).toMatchObject({ youtube_chapters: true }));
    expect(fillButton()).not.toBeInTheDocument();
  });

  it("shows the server's message when chapters cannot be read, and a fallback when the network fails", async () => {
    let failure: unknown = new ApiError(
      'x',
      503,
      { code: 503, message: 'Chapters cannot be read on this site.', app_js: 'x' },
      undefined,
    );
    fakeApi({
      ...chaptersOn,
      getExperienceChapters: () => {
        throw failure;
      },
    });
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Kept');
    await userEvent.click(await screen.findByRole('button', { name: 'Fill places from the video’s chapters' }));
    expect(await screen.findByText('Chapters cannot be read on this site.')).toBeInTheDocument();
    failure = new TypeError('Failed to fetch');
    await userEvent.click(fillButton()!);
    expect(await screen.findByText('The chapters could not be read. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Kept');
    expect(screen.getByText(/No places yet/)).toBeInTheDocument();
  });

  it('says so when the description has no chapters, in Traditional Chinese too', async () => {
    fakeApi({ ...chaptersOn, getExperienceChapters: () => ({ data: [], result: { duration: 300, author: 'A' } }) });
    await act(() => setLanguage('zh-Hant-TW'));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '從影片章節自動填入地點' }));
    expect(await screen.findByText('這部影片的說明中沒有章節時間。')).toBeInTheDocument();
  });
});
