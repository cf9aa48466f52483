import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { currentLanguage, setLanguage, sharedStore } from 'page-singleton';
import { bus } from 'page-singleton/bus';
import { api } from './pageApi';
import { ApiError } from './client';
import { fetchApi, useApiPages, useApiQuery } from './query';

/** A screen showing the home page's places, each loaded through the page's one cache. */
function Places({ staleOn = [] }: { staleOn?: NonNullable<Parameters<typeof useApiQuery>[2]>['staleOn'] }) {
  const { state, retry } = useApiQuery('getPlaceHome', 'The places could not be loaded.', {
    select: (r) => r.data ?? [],
    staleOn,
  });
  if (state.status === 'loading') return <p>Loading</p>;
  if (state.status === 'error')
    return (
      <p>
        {state.message} <button onClick={retry}>Retry</button>
      </p>
    );
  return <p>{state.data.map((p) => p.place_name).join(', ')}</p>;
}

const place = (name: string) => ({ id: 1, place_name: name }) as never;
const answer = (data: unknown) => ({ code: 200, data, app_js: 'x' }) as never;

function renderInPage(ui: React.ReactNode) {
  return render(<Provider store={sharedStore}>{ui}</Provider>);
}

beforeEach(async () => {
  await act(() => setLanguage('en'));
});
afterEach(() => jest.restoreAllMocks());

it('two screens asking the same route send one request and show the same answer', async () => {
  const call = jest.spyOn(api, 'call').mockResolvedValue(answer([place('Keelung')]));
  renderInPage(
    <>
      <Places />
      <Places />
    </>,
  );
  expect(await screen.findAllByText('Keelung')).toHaveLength(2);
  expect(call).toHaveBeenCalledTimes(1);
});

it('a bus event the query names makes it ask again and show the new answer, without a reload', async () => {
  const call = jest
    .spyOn(api, 'call')
    .mockResolvedValueOnce(answer([place('Keelung')]))
    .mockResolvedValueOnce(answer([place('Keelung'), place('Tamsui')]));
  renderInPage(<Places staleOn={['inspiration:changed']} />);
  await screen.findByText('Keelung');
  act(() => bus.emit('inspiration:changed', { poiIds: [2] }));
  expect(await screen.findByText('Keelung, Tamsui')).toBeInTheDocument();
  expect(call).toHaveBeenCalledTimes(2);
});

it('the names come again in the new language when the interface language changes', async () => {
  const languages: string[] = [];
  jest.spyOn(api, 'call').mockImplementation((() => {
    languages.push(currentLanguage());
    return Promise.resolve(answer([place(currentLanguage() === 'en' ? 'Keelung' : '基隆')]));
  }) as never);
  renderInPage(<Places />);
  await screen.findByText('Keelung');
  await act(() => setLanguage('zh-Hant-TW'));
  expect(await screen.findByText('基隆')).toBeInTheDocument();
  expect(languages).toEqual(['en', 'zh-Hant-TW']);
});

it('a screen that goes away aborts its request (the signal reaches the API client)', async () => {
  let signal: AbortSignal | undefined;
  jest.spyOn(api, 'call').mockImplementation(((_name: string, args: { signal: AbortSignal }) => {
    signal = args.signal;
    return new Promise(() => undefined);
  }) as never);
  const { unmount } = renderInPage(<Places />);
  await waitFor(() => expect(signal).toBeDefined());
  expect(signal!.aborted).toBe(false);
  unmount();
  await waitFor(() => expect(signal!.aborted).toBe(true));
});

it('an error shows its message; Retry shows loading, then the answer', async () => {
  let answerRetry: (value: unknown) => void = () => undefined;
  jest
    .spyOn(api, 'call')
    .mockRejectedValueOnce(new ApiError('busy', 503, { code: 503, message: 'Server busy', app_js: 'x' }, undefined))
    .mockReturnValueOnce(new Promise((resolve) => (answerRetry = resolve)) as never);
  renderInPage(<Places />);
  await screen.findByText(/Server busy/);
  act(() => screen.getByRole('button', { name: 'Retry' }).click());
  expect(await screen.findByText('Loading')).toBeInTheDocument();
  answerRetry(answer([place('Keelung')]));
  expect(await screen.findByText('Keelung')).toBeInTheDocument();
});

it('a request that got no answer is sent once more before its error shows', async () => {
  // the second try waits a moment: the test's clock runs it at once
  jest.useFakeTimers();
  const call = jest
    .spyOn(api, 'call')
    .mockRejectedValueOnce(new ApiError('Network Error', 0, undefined, new Error('Network Error')))
    .mockResolvedValueOnce(answer([place('Keelung')]));
  renderInPage(<Places />);
  // (the wait is on the test's clock, which findByText moves on)
  expect(await screen.findByText('Keelung', undefined, { timeout: 5000 })).toBeInTheDocument();
  expect(call).toHaveBeenCalledTimes(2);
  jest.useRealTimers();
});

it('replace puts what a change answered into the cache: every screen showing the answer updates, with no request', async () => {
  const call = jest.spyOn(api, 'call').mockResolvedValue(answer([place('Keelung')]));
  let replace!: ReturnType<typeof useApiQuery<'getPlaceHome'>>['replace'];
  function Saver() {
    replace = useApiQuery('getPlaceHome', 'The places could not be loaded.').replace;
    return null;
  }
  renderInPage(
    <>
      <Places />
      <Saver />
    </>,
  );
  await screen.findByText('Keelung');
  act(() => replace((cached) => ({ ...cached, data: [place('Jiufen')] })));
  expect(await screen.findByText('Jiufen')).toBeInTheDocument();
  expect(call).toHaveBeenCalledTimes(1);
});

it('keepOnLanguageChange: the answer in the previous language stays shown until the new one comes', async () => {
  let answerChinese: (value: unknown) => void = () => undefined;
  jest
    .spyOn(api, 'call')
    .mockResolvedValueOnce(answer([place('Keelung')]))
    .mockReturnValueOnce(new Promise((resolve) => (answerChinese = resolve)) as never);
  function KeptPlaces() {
    const { state } = useApiQuery('getPlaceHome', 'The places could not be loaded.', {
      select: (r) => r.data ?? [],
      keepOnLanguageChange: true,
    });
    return <p>{state.status === 'ready' ? state.data.map((p) => p.place_name).join(', ') : state.status}</p>;
  }
  renderInPage(<KeptPlaces />);
  await screen.findByText('Keelung');
  await act(() => setLanguage('zh-Hant-TW'));
  await waitFor(() => expect(api.call).toHaveBeenCalledTimes(2));
  expect(screen.getByText('Keelung')).toBeInTheDocument();
  expect(screen.queryByText('loading')).not.toBeInTheDocument();
  answerChinese(answer([place('基隆')]));
  expect(await screen.findByText('基隆')).toBeInTheDocument();
});

it('keepPreviousAnswer: a changed question shows the previous answer until its own comes', async () => {
  let answerSecond: (value: unknown) => void = () => undefined;
  jest
    .spyOn(api, 'call')
    .mockResolvedValueOnce(answer([place('Keelung')]))
    .mockReturnValueOnce(new Promise((resolve) => (answerSecond = resolve)) as never);
  function PlacesOf({ keep }: { keep: string }) {
    const { state } = useApiQuery('getInspirationPois', 'The places could not be loaded.', {
      args: { query: { poiIds: keep } },
      select: (r) => (r.data ?? []).map((p) => (p as unknown as { place_name: string }).place_name),
      keepPreviousAnswer: true,
    });
    return <p>{state.status === 'ready' ? state.data.join(', ') : state.status}</p>;
  }
  const { rerender } = renderInPage(<PlacesOf keep="1" />);
  await screen.findByText('Keelung');
  rerender(
    <Provider store={sharedStore}>
      <PlacesOf keep="1,2" />
    </Provider>,
  );
  await waitFor(() => expect(api.call).toHaveBeenCalledTimes(2));
  expect(screen.getByText('Keelung')).toBeInTheDocument();
  expect(screen.queryByText('loading')).not.toBeInTheDocument();
  answerSecond(answer([place('Keelung'), place('Tamsui')]));
  expect(await screen.findByText('Keelung, Tamsui')).toBeInTheDocument();
});

it('an event while a request is under way sends it again: the answer kept is never older than the event', async () => {
  let answerFirst: (value: unknown) => void = () => undefined;
  const call = jest
    .spyOn(api, 'call')
    .mockResolvedValueOnce(answer([place('Keelung')]))
    .mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)) as never)
    .mockResolvedValueOnce(answer([place('Keelung'), place('Tamsui'), place('Jiufen')]));
  renderInPage(<Places staleOn={['inspiration:changed']} />);
  await screen.findByText('Keelung');
  act(() => bus.emit('inspiration:changed', { poiIds: [2] }));
  await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
  act(() => bus.emit('inspiration:changed', { poiIds: [2, 3] }));
  expect(await screen.findByText('Keelung, Tamsui, Jiufen')).toBeInTheDocument();
  // the answer to the request sent before the second change comes last: it is not shown
  await act(async () => answerFirst(answer([place('Keelung'), place('Tamsui')])));
  expect(screen.getByText('Keelung, Tamsui, Jiufen')).toBeInTheDocument();
  expect(call).toHaveBeenCalledTimes(3);
});

it('two remotes (each with its own copy of this module) hearing one event send one request', async () => {
  // a second copy of this file, on the page's one singleton, React and connection like a second remote's
  const page = {
    react: jest.requireActual('react'),
    jotai: jest.requireActual('jotai'),
    singleton: jest.requireActual('page-singleton'),
    pageApi: jest.requireActual('./pageApi'),
  };
  let second!: typeof import('./query');
  jest.isolateModules(() => {
    jest.doMock('react', () => page.react);
    jest.doMock('jotai', () => page.jotai);
    jest.doMock('page-singleton', () => page.singleton);
    jest.doMock('./pageApi', () => page.pageApi);
    second = jest.requireActual('./query');
  });
  function PlacesInAnotherRemote() {
    const { state } = second.useApiQuery('getPlaceHome', 'The places could not be loaded.', {
      select: (r) => r.data ?? [],
      staleOn: ['inspiration:changed'],
    });
    return <p>{state.status === 'ready' ? `Also here: ${state.data.map((p) => p.place_name).join(', ')}` : null}</p>;
  }
  const call = jest.spyOn(api, 'call').mockResolvedValue(answer([place('Keelung')]));
  renderInPage(
    <>
      <Places staleOn={['inspiration:changed']} />
      <PlacesInAnotherRemote />
    </>,
  );
  expect(await screen.findByText('Also here: Keelung')).toBeInTheDocument();
  expect(call).toHaveBeenCalledTimes(1);
  act(() => bus.emit('inspiration:changed', { poiIds: [2] }));
  await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(call).toHaveBeenCalledTimes(2);
});

/** A place's vlogs, page by page, with "Show more"; `onReplace` gets the list's `replace`. */
function Vlogs({
  onReplace,
}: {
  onReplace: (replace: ReturnType<typeof useApiPages<'getPlaceVlogs'>>['replace']) => void;
}) {
  const { state, more, replace } = useApiPages('getPlaceVlogs', 'The vlogs could not be loaded.', {
    args: { params: { placeId: 7 } },
    pageArgs: (page) => ({ query: { page } }),
    maxPage: (r) => r.result?.max_page ?? 0,
  });
  onReplace(replace);
  if (state.status !== 'ready') return <p>{state.status}</p>;
  return (
    <>
      <ul aria-label="Vlogs">
        {state.data
          .flatMap((r) => r.data ?? [])
          .map((v) => (
            <li key={v.id}>{v.title}</li>
          ))}
      </ul>
      <button onClick={more}>Show more</button>
    </>
  );
}

const vlog = (id: number, title: string) => ({ id, title }) as never;
const vlogPage = (page: number, ...vlogs: unknown[]) =>
  ({ code: 200, data: vlogs, result: { page, max_page: 2, total: 3 }, app_js: 'x' }) as never;
const vlogTitles = () => screen.getAllByRole('listitem').map((li) => li.textContent);
const renameVlog = (id: number, title: string) => (pages: Array<{ data?: Array<{ id: number; title: string }> }>) =>
  pages.map((p) => ({ ...p, data: p.data?.map((v) => (v.id === id ? { ...v, title } : v)) })) as never;

it("useApiPages' replace changes the cached pages: the list shows the change, with no request", async () => {
  const call = jest
    .spyOn(api, 'call')
    .mockResolvedValueOnce(vlogPage(1, vlog(1, 'Harbour'), vlog(2, 'Night market')))
    .mockResolvedValueOnce(vlogPage(2, vlog(3, 'Old street')));
  let replace!: Parameters<React.ComponentProps<typeof Vlogs>['onReplace']>[0];
  renderInPage(<Vlogs onReplace={(r) => (replace = r)} />);
  await screen.findByText('Night market');
  act(() => screen.getByRole('button', { name: 'Show more' }).click());
  await screen.findByText('Old street');
  act(() => replace(renameVlog(3, 'Old street at dusk')));
  expect(await screen.findByText('Old street at dusk')).toBeInTheDocument();
  expect(vlogTitles()).toEqual(['Harbour', 'Night market', 'Old street at dusk']);
  expect(call).toHaveBeenCalledTimes(2);
});

it("useApiPages' replace while the next page is under way: the change stays when the page comes", async () => {
  let answerPage2: (value: unknown) => void = () => undefined;
  jest
    .spyOn(api, 'call')
    .mockResolvedValueOnce(vlogPage(1, vlog(1, 'Harbour'), vlog(2, 'Night market')))
    .mockReturnValueOnce(new Promise((resolve) => (answerPage2 = resolve)) as never);
  let replace!: Parameters<React.ComponentProps<typeof Vlogs>['onReplace']>[0];
  renderInPage(<Vlogs onReplace={(r) => (replace = r)} />);
  await screen.findByText('Night market');
  act(() => screen.getByRole('button', { name: 'Show more' }).click());
  await waitFor(() => expect(api.call).toHaveBeenCalledTimes(2));
  act(() => replace(renameVlog(1, 'Harbour by night')));
  expect(await screen.findByText('Harbour by night')).toBeInTheDocument();
  await act(async () => answerPage2(vlogPage(2, vlog(3, 'Old street'))));
  await screen.findByText('Old street');
  expect(vlogTitles()).toEqual(['Harbour by night', 'Night market', 'Old street']);
});

it('useApiPages: a next page that fails keeps the pages shown and says why; more() asks for it again, and nothing past the last page', async () => {
  const call = jest
    .spyOn(api, 'call')
    .mockResolvedValueOnce(vlogPage(1, vlog(1, 'Harbour')))
    .mockRejectedValueOnce(new ApiError('busy', 503, { code: 503, message: 'Server busy', app_js: 'x' }, undefined))
    .mockResolvedValueOnce(vlogPage(2, vlog(3, 'Old street')));
  let pages!: ReturnType<typeof useApiPages<'getPlaceVlogs'>>;
  function Errors() {
    pages = useApiPages('getPlaceVlogs', 'The vlogs could not be loaded.', {
      args: { params: { placeId: 7 } },
      pageArgs: (page) => ({ query: { page } }),
      maxPage: (r) => r.result?.max_page ?? 0,
    });
    return <p role="alert">{pages.moreError}</p>;
  }
  renderInPage(
    <>
      <Vlogs onReplace={() => undefined} />
      <Errors />
    </>,
  );
  await screen.findByText('Harbour');
  act(() => screen.getByRole('button', { name: 'Show more' }).click());
  expect(await screen.findByRole('alert')).toHaveTextContent('Server busy');
  expect(vlogTitles()).toEqual(['Harbour']);
  act(() => screen.getByRole('button', { name: 'Show more' }).click());
  await screen.findByText('Old street');
  expect(screen.getByRole('alert')).toHaveTextContent('');
  act(() => pages.more());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(call).toHaveBeenCalledTimes(3);
});

it('a read asked by its body: the body is sent and is part of the question (the same body is asked once)', async () => {
  const call = jest
    .spyOn(api, 'call')
    .mockImplementation((async (_name: string, args: { body: { legs: unknown[] } }) =>
      answer({ legs: args.body.legs })) as never);
  const legs = (n: number) => ({ legs: Array.from({ length: n }, () => ({ from: { lat: 0, lng: 0 } })) }) as never;
  const [one, again, two] = await Promise.all([
    fetchApi('getTravelLegs', 'en', { body: legs(1) }),
    fetchApi('getTravelLegs', 'en', { body: legs(1) }),
    fetchApi('getTravelLegs', 'en', { body: legs(2) }),
  ]);
  expect(call).toHaveBeenCalledTimes(2);
  expect(call.mock.calls.map(([, args]) => (args as { body: unknown }).body)).toEqual([legs(1), legs(2)]);
  expect([one.data, again.data, two.data].map((d) => (d as { legs: unknown[] }).legs.length)).toEqual([1, 1, 2]);
});
