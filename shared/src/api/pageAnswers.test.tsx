import { act, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { queryClient, setLanguage, sharedStore } from 'page-singleton';
import { PAGE_ANSWERS_ELEMENT_ID } from 'contract/constants';
import { ApiError } from './client';
import { seedPageAnswers } from './pageAnswers';
import { api } from './pageApi';
import { useApiQuery } from './query';

/** The place page's first question, as its screen asks it. */
function PlaceTitle({ placeId }: { placeId: number }) {
  const { state } = useApiQuery('getPlace', 'The place could not be loaded.', {
    args: { params: { placeId } },
    select: (r) => r.data!,
  });
  if (state.status === 'loading') return <p>Loading</p>;
  if (state.status === 'error') return <p>{state.message}</p>;
  return <h1>{state.data.place_name}</h1>;
}

/** A served page's answers element, as the shell's server writes it. */
function servePage(text: string) {
  document.body.innerHTML = `<script type="application/json" id="${PAGE_ANSWERS_ELEMENT_ID}">${text}</script>`;
}

const placeAnswer = (placeId: number, name: string, language = 'en') => ({
  name: 'getPlace',
  language,
  params: { placeId },
  answer: { code: 200, data: { id: placeId, place_name: name }, app_js: 'x' },
});

function renderPlace(placeId: number) {
  return render(
    <Provider store={sharedStore}>
      <PlaceTitle placeId={placeId} />
    </Provider>,
  );
}

beforeEach(async () => {
  queryClient.clear();
  await act(() => setLanguage('en'));
});
afterEach(() => jest.restoreAllMocks());

it('the screen shows the answer the page came with at once, without asking the API', () => {
  const call = jest.spyOn(api, 'call').mockRejectedValue(new ApiError('down', 0, undefined, undefined));
  servePage(JSON.stringify([placeAnswer(7, 'Jiufen Old Street')]));
  seedPageAnswers();
  renderPlace(7);
  expect(screen.getByRole('heading', { name: 'Jiufen Old Street' })).toBeInTheDocument();
  expect(call).not.toHaveBeenCalled();
});

it('an answer for another call, language or item is not taken for this one', async () => {
  const call = jest.spyOn(api, 'call').mockResolvedValue({ code: 200, data: { id: 7, place_name: 'Asked' } } as never);
  servePage(JSON.stringify([placeAnswer(8, 'Other place'), placeAnswer(7, '九份老街', 'zh-Hant-TW')]));
  seedPageAnswers();
  renderPlace(7);
  expect(await screen.findByRole('heading', { name: 'Asked' })).toBeInTheDocument();
  expect(call).toHaveBeenCalledTimes(1);
});

it.each([
  ['not JSON', '{"name":'],
  ['not a list', JSON.stringify(placeAnswer(7, 'Jiufen'))],
  ['an unknown call', JSON.stringify([{ ...placeAnswer(7, 'Jiufen'), name: 'toString' }])],
  ['an error answer', JSON.stringify([{ ...placeAnswer(7, 'Jiufen'), answer: { code: 404 } }])],
])('a damaged element (%s) is ignored: the screen asks as usual', async (_, text) => {
  const call = jest.spyOn(api, 'call').mockResolvedValue({ code: 200, data: { id: 7, place_name: 'Asked' } } as never);
  servePage(text);
  expect(() => seedPageAnswers()).not.toThrow();
  renderPlace(7);
  expect(await screen.findByRole('heading', { name: 'Asked' })).toBeInTheDocument();
  expect(call).toHaveBeenCalledTimes(1);
});

it('what the page has already loaded is kept', () => {
  jest.spyOn(api, 'call').mockRejectedValue(new ApiError('down', 0, undefined, undefined));
  queryClient.setQueryData(['api', 'getPlace', 'en', { placeId: 7 }, null], {
    code: 200,
    data: { id: 7, place_name: 'Newer' },
  });
  servePage(JSON.stringify([placeAnswer(7, 'Older')]));
  seedPageAnswers();
  renderPlace(7);
  expect(screen.getByRole('heading', { name: 'Newer' })).toBeInTheDocument();
});
