import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, api, bus, setLanguage } from 'shared';
import '../i18n';
import { sampleSummary } from '../detail/fixtures/experience';
import { UserExperiencesPage } from './UserExperiencesPage';

const renderPage = (userId: string) =>
  render(
    <MemoryRouter
      initialEntries={[`/user/${userId}/experiences`]}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <UserExperiencesPage params={{ userId }} />
    </MemoryRouter>,
  );

beforeEach(async () => {
  await act(() => setLanguage('en'));
});
afterEach(() => jest.restoreAllMocks());

describe('UserExperiencesPage', () => {
  it("lists the user's public experiences as links", async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue({
      code: 200,
      data: [sampleSummary],
      result: { user: { id: 4, display_name: 'Mei' } },
      app_js: 'x',
    } as never);
    renderPage('4');
    expect(await screen.findByRole('heading', { level: 1, name: "Mei's videos" })).toBeInTheDocument();
    expect(screen.getByText('1 video')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shilin Night Market food tour Shilin / Taiwan' })).toHaveAttribute(
      'href',
      '/experience/12--shilin-night-market-food-tour',
    );
    expect(call).toHaveBeenCalledWith('getUserExperiences', expect.objectContaining({ params: { userId: 4 } }));
  });

  it('says so when there are none', async () => {
    jest.spyOn(api, 'call').mockResolvedValue({
      code: 200,
      data: [],
      result: { user: { id: 4, display_name: 'Mei' } },
      app_js: 'x',
    } as never);
    renderPage('4');
    expect(await screen.findByText('No public videos yet.')).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown user or a bad id', async () => {
    jest
      .spyOn(api, 'call')
      .mockRejectedValue(new ApiError('nope', 404, { code: 404, message: 'nope', app_js: 'x' }, undefined));
    const seen = jest.fn();
    const off = bus.on('route:not-found', seen);
    renderPage('999');
    await act(async () => {});
    renderPage('abc');
    await act(async () => {});
    off();
    expect(seen).toHaveBeenCalledWith({ path: '/user/999/experiences' });
    expect(seen).toHaveBeenCalledWith({ path: '/user/abc/experiences' });
  });

  it('offers Retry after other failures', async () => {
    const call = jest
      .spyOn(api, 'call')
      .mockRejectedValueOnce(new ApiError('Request failed (502)', 502, undefined, {}));
    call.mockResolvedValueOnce({
      code: 200,
      data: [],
      result: { user: { id: 4, display_name: 'Mei' } },
      app_js: 'x',
    } as never);
    renderPage('4');
    expect(await screen.findByRole('alert')).toHaveTextContent('These videos could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: "Mei's videos" })).toBeInTheDocument();
  });
});
