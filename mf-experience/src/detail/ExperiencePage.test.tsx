import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, api, bus, setLanguage } from 'shared';
import '../i18n';
import { sampleExperience } from './fixtures/experience';
import { ExperiencePage } from './ExperiencePage';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

function renderAt(path: string, params: Record<string, string>) {
  return render(
    <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <ExperiencePage params={params} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  await act(() => setLanguage('en'));
});
afterEach(() => jest.restoreAllMocks());

describe('ExperiencePage', () => {
  it('replaces a wrong slug with the canonical link, keeping the query', async () => {
    jest.spyOn(api, 'call').mockResolvedValue({ code: 200, data: sampleExperience, app_js: 'x' } as never);
    renderAt('/vlog/12--old-title?t=5', { expId: '12', slug: 'old-title' });
    expect(await screen.findByTestId('where')).toHaveTextContent('/experience/12--shilin-night-market-food-tour?t=5');
  });

  it('shows the experience when the slug is right', async () => {
    jest.spyOn(api, 'call').mockResolvedValue({ code: 200, data: sampleExperience, app_js: 'x' } as never);
    renderAt('/experience/12--shilin-night-market-food-tour', { expId: '12', slug: 'shilin-night-market-food-tour' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shilin Night Market food tour' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/experience/12--shilin-night-market-food-tour');
  });

  it('asks the shell for the 404 page when the API does not know the id', async () => {
    jest
      .spyOn(api, 'call')
      .mockRejectedValue(
        new ApiError(
          'This experience does not exist.',
          404,
          { code: 404, message: 'This experience does not exist.', app_js: 'x' },
          undefined,
        ),
      );
    const seen = jest.fn();
    const off = bus.on('route:not-found', seen);
    renderAt('/experience/999--nope', { expId: '999', slug: 'nope' });
    await act(async () => {});
    off();
    expect(seen).toHaveBeenCalledWith({ path: '/experience/999--nope' });
  });

  it('shows other failures with Retry', async () => {
    jest.spyOn(api, 'call').mockRejectedValue(new ApiError('Request failed (502)', 502, undefined, {}));
    renderAt('/experience/12--x', { expId: '12', slug: 'x' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This video could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
