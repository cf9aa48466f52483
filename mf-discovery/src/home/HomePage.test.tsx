import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { queryClient } from 'page-singleton';
import { ApiError, api, seedAnswers, setLanguage, sharedStore } from 'shared';
import { describeReads } from 'shared/route';
import '../i18n';
import { homeRoute } from '../routes';
import { sampleExperiences, samplePlaces } from './fixtures/homeData';
import { HomePage } from './HomePage';

/** How many times React rendered each kind of home card (the real components, memo included, counted). */
const mockRenders = { experience: 0, place: 0 };

/**
 * The card module as it is, its component counting each time React renders it: a memo keeps its comparison (the
 * function inside it is counted), so a card React skips is not counted.
 */
function mockCounted(module: string, exportName: string, kind: keyof typeof mockRenders) {
  const actual = jest.requireActual<Record<string, unknown>>(module);
  const component = actual[exportName] as { $$typeof?: symbol; type?: (props: object) => unknown } & ((
    props: object,
  ) => unknown);
  const count =
    (render: (props: object) => unknown) =>
    (props: object): unknown => {
      mockRenders[kind] += 1;
      return render(props);
    };
  const counted =
    component.$$typeof === Symbol.for('react.memo') ? { ...component, type: count(component.type!) } : count(component);
  return { ...actual, [exportName]: counted };
}
jest.mock('./components/ExperienceCard', () =>
  mockCounted('./components/ExperienceCard', 'ExperienceCard', 'experience'),
);
jest.mock('./components/PlaceCard', () => mockCounted('./components/PlaceCard', 'PlaceCard', 'place'));

const countries = [{ country: { ...samplePlaces[0], type: 'country' }, experience_count: 3 }];
const ANSWERS = {
  getForHome: { code: 200, app_js: 'x', data: sampleExperiences },
  getPlaceHome: { code: 200, app_js: 'x', data: samplePlaces },
  getForCountries: { code: 200, app_js: 'x', data: countries },
};
type ListName = keyof typeof ANSWERS;

function renderHome() {
  return render(
    <Provider store={sharedStore}>
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <HomePage />
      </MemoryRouter>
    </Provider>,
  );
}

beforeEach(async () => {
  await act(() => setLanguage('en'));
  queryClient.clear();
  mockRenders.experience = 0;
  mockRenders.place = 0;
});
afterEach(() => jest.restoreAllMocks());

describe('HomePage renders each card once (no render storm)', () => {
  it('from the answers its page comes with (the reads its route declares): each card once, nothing asked', async () => {
    const calls = jest.spyOn(api, 'call').mockRejectedValue(new ApiError('not expected', 502, undefined, {}));
    // what the shell's server writes into the page, for the reads home's route declares
    seedAnswers(
      describeReads(homeRoute, { params: {}, query: new URLSearchParams() }).map((read) => ({
        name: read.endpoint,
        language: 'en',
        params: null,
        answer: ANSWERS[read.endpoint as ListName],
      })),
    );
    renderHome();
    expect(screen.getAllByRole('article')).toHaveLength(sampleExperiences.length + samplePlaces.length + 1);
    await act(async () => undefined);
    expect(calls).not.toHaveBeenCalled();
    expect(mockRenders).toEqual({ experience: sampleExperiences.length, place: samplePlaces.length });
  });

  it('lists arriving one after another: a card renders when its own list arrives, not again for the others', async () => {
    const pending = new Map<ListName, () => void>();
    jest
      .spyOn(api, 'call')
      .mockImplementation(
        ((name: ListName) =>
          new Promise((resolve) => pending.set(name, () => resolve(ANSWERS[name])))) as unknown as typeof api.call,
      );
    renderHome();
    await waitFor(() => expect(pending.size).toBe(3));
    for (const name of ['getForHome', 'getPlaceHome', 'getForCountries'] as const) {
      await act(async () => pending.get(name)!());
    }
    await waitFor(() =>
      expect(screen.getAllByRole('article')).toHaveLength(sampleExperiences.length + samplePlaces.length + 1),
    );
    expect(mockRenders).toEqual({ experience: sampleExperiences.length, place: samplePlaces.length });
  });
});
