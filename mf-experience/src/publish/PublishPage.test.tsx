import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, api, setLanguage, sharedStore, userAtom, type Experience, type User } from 'shared';
import '../i18n';
import { sampleExperience } from '../detail/fixtures/experience';
import { PublishPage } from './PublishPage';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname}</output>;
}

const draft: Experience = { ...sampleExperience, status: 'draft', slug: '', visible_type: 0 };

function renderPage(experience: Experience, publish: (body: unknown) => unknown) {
  const call = jest.spyOn(api, 'call').mockImplementation((async (name: string, args: { body?: unknown }) => {
    if (name === 'getExperience') return { code: 200, data: experience, app_js: 'x' };
    if (name === 'publishExperience') return { code: 200, app_js: 'x', ...(publish(args.body) as object) };
    throw new ApiError('Request failed (502)', 502, undefined, {});
  }) as never);
  render(
    <Provider store={sharedStore}>
      <MemoryRouter
        initialEntries={[`/experience/publish/12--x`]}
        future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
      >
        <Routes>
          <Route
            path="*"
            element={
              <>
                <PublishPage params={{ expId: '12', slug: 'x' }} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return call;
}

beforeEach(async () => {
  await act(() => setLanguage('en'));
  sharedStore.set(userAtom, { id: 4, is_admin: false } as User);
});
afterEach(() => jest.restoreAllMocks());

describe('PublishPage', () => {
  it('reviews the video (title, places in order with times, tags), publishes Unlisted and opens it', async () => {
    const call = renderPage(draft, (body) => ({
      data: { ...draft, ...(body as object), status: 'published', slug: 'shilin-night-market-food-tour' },
    }));
    expect(await screen.findByRole('heading', { level: 3, name: draft.title })).toBeInTheDocument();
    const review = screen.getByRole('region', { name: 'Review' });
    const places = within(review).getAllByRole('listitem').slice(0, 2);
    expect(places[0]).toHaveTextContent('0:05 Shilin Night Market');
    expect(places[1]).toHaveTextContent('2:05 Hot-Star Fried Chicken');
    expect(within(review).getByText('street food')).toBeInTheDocument();

    expect(screen.getByRole('radio', { name: /^Public/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /^Unlisted/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(call).toHaveBeenCalledWith('publishExperience', {
      params: { id: 12 },
      body: { id: 12, visible_type: 2 },
    });
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/experience/12--shilin-night-market-food-tour'),
    );
  });

  it('lists the places by their time in the video, as the watch page does, not in the order they were added', async () => {
    const [chicken, market] = sampleExperience.places;
    renderPage(
      {
        ...draft,
        places: [
          { ...market, time: 540, position: 0 },
          { ...chicken, time: 125, position: 1 },
          { ...chicken, place: { ...chicken.place, id: 32, place_name: 'Shilin Station' }, time: 5, position: 2 },
        ],
      },
      () => ({}),
    );
    const review = await screen.findByRole('region', { name: 'Review' });
    const places = within(within(review).getAllByRole('list')[0]).getAllByRole('listitem');
    expect(places.map((li) => li.textContent?.split(' · ')[0])).toEqual([
      '0:05 Shilin Station',
      '2:05 Hot-Star Fried Chicken',
      '9:00 Shilin Night Market',
    ]);
  });

  it('keeps the current visibility of a published video and shows a failure in Chinese', async () => {
    await act(() => setLanguage('zh-Hant-TW'));
    renderPage({ ...draft, status: 'published', visible_type: 1 }, () => {
      throw new ApiError('x', 500, undefined, undefined);
    });
    expect(await screen.findByRole('radio', { name: /^私人/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: '發布' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('無法發布影片，請再試一次。');
    expect(screen.getByTestId('where')).toHaveTextContent('/experience/publish/12--x');
  });

  it('asks for a title before publishing an untitled draft', async () => {
    const call = renderPage({ ...draft, title: '' }, () => ({}));
    expect(await screen.findByText('Give the video a title before publishing it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(screen.getAllByRole('link', { name: 'Back to editing' })[0]).toHaveAttribute('href', '/experience/edit/12');
    expect(call).not.toHaveBeenCalledWith('publishExperience', expect.anything());
  });
});
