import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, api, bus, setLanguage } from 'shared';
import '../i18n';
import { HistoryPage } from './HistoryPage';

const experience = (id: number) => ({
  id,
  slug: `experience-${id}`,
  title: `Harbour walk ${id}`,
  video_type: 'youtube' as const,
  video_id: 'dQw4w9WgXcQ',
  duration: 300,
  author: 'Mei',
  likes_count: 1,
  views_count: 10,
  place_label: 'Keelung / Taiwan',
  viewed_at: '2026-03-10T10:00:00.000Z',
});

beforeEach(async () => {
  await act(() => setLanguage('en'));
});
afterEach(() => jest.restoreAllMocks());

/** A small in-memory history behind the api transport. */
function serve(opts: { failSetting?: boolean } = {}) {
  let entries = [1, 2, 3];
  let paused = false;
  return jest.spyOn(api, 'call').mockImplementation(((
    name: string,
    args?: { params?: { id: number }; body?: { paused: boolean } },
  ) => {
    const ok = (data?: unknown) => Promise.resolve({ code: 200, data, app_js: 'x' });
    switch (name) {
      case 'getHistory':
        return Promise.resolve({
          code: 200,
          data: entries.map(experience),
          result: { max_page: entries.length ? 1 : 0, total: entries.length },
          app_js: 'x',
        });
      case 'getHistorySettings':
        return ok({ paused });
      case 'setHistorySettings':
        if (opts.failSetting)
          return Promise.reject(
            new ApiError('Server busy', 503, { code: 503, message: 'Server busy', app_js: 'x' }, undefined),
          );
        paused = args!.body!.paused;
        return ok({ paused });
      case 'deleteHistoryEntry':
        entries = entries.filter((id) => id !== args!.params!.id);
        return ok();
      case 'clearHistory':
        entries = [];
        return ok();
      default:
        return Promise.reject(new Error(`unexpected ${name}`));
    }
  }) as never);
}

const renderPage = () =>
  render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <HistoryPage />
    </MemoryRouter>,
  );

describe('HistoryPage', () => {
  it('deletes one entry, then clears all after confirming (not when cancelled)', async () => {
    const call = serve();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Harbour walk 2 from history' }));
    expect(call).toHaveBeenCalledWith('deleteHistoryEntry', { params: { id: 2 } });
    expect(screen.queryByText('Harbour walk 2')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear all history' }));
    expect(confirm).toHaveBeenCalledWith('Clear your whole viewing history? This cannot be undone.');
    expect(call.mock.calls.some(([n]) => n === 'clearHistory')).toBe(false);
    expect(screen.getByText('Harbour walk 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear all history' }));
    expect(await screen.findByText(/Nothing watched yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all history' })).toBeDisabled();
  });

  it('pauses and resumes recording, saying when it is paused', async () => {
    const call = serve();
    renderPage();
    const pause = await screen.findByRole('button', { name: 'Pause history' });
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pause);
    expect(call).toHaveBeenCalledWith('setHistorySettings', { body: { paused: true } });
    expect(await screen.findByRole('status')).toHaveTextContent('History is paused');
    await userEvent.click(screen.getByRole('button', { name: 'Resume history' }));
    expect(screen.getByRole('button', { name: 'Pause history' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/History is paused/)).toBeNull();
  });

  it('keeps the setting and reports the server message when pausing fails', async () => {
    serve({ failSetting: true });
    const shown: unknown[] = [];
    const off = bus.on('message:show', (m) => shown.push(m));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Pause history' }));
    expect(shown).toContainEqual({ message: 'Server busy', type: 'error' });
    expect(screen.getByRole('button', { name: 'Pause history' })).toBeInTheDocument();
    off();
  });
});
