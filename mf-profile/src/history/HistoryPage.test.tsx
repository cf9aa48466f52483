import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, api, bus, setLanguage, type BusEvents } from 'shared';
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
  viewed_at: `2026-03-10T1${id}:00:00.000Z`,
});

beforeEach(async () => {
  await act(() => setLanguage('en'));
});
afterEach(() => jest.restoreAllMocks());

/** A small in-memory history behind the api transport. */
function serve(opts: { failSetting?: boolean } = {}) {
  let entries = [3, 2, 1];
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
      case 'restoreHistoryEntry':
        entries = [...entries, args!.params!.id].sort().reverse();
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
  it('removes one entry at once and offers Undo, which puts it back in its place', async () => {
    const call = serve();
    const shown: Array<BusEvents['message:show']> = [];
    const off = bus.on('message:show', (m) => shown.push(m));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Harbour walk 2 from history' }));
    expect(call).toHaveBeenCalledWith('deleteHistoryEntry', { params: { id: 2 } });
    expect(screen.queryByText('Harbour walk 2')).toBeNull();
    const message = shown.at(-1)!;
    expect(message).toMatchObject({ message: 'Harbour walk 2 was removed from your history.', type: 'success' });
    expect(message.action?.label).toBe('Undo');
    await act(async () => message.action!.onAction());
    expect(call).toHaveBeenCalledWith('restoreHistoryEntry', {
      params: { id: 2 },
      body: { viewed_at: experience(2).viewed_at },
    });
    // (a change of the cached pages reaches the screen a moment later)
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /^Harbour walk \d$/ }).map((a) => a.textContent)).toEqual([
        'Harbour walk 3',
        'Harbour walk 2',
        'Harbour walk 1',
      ]),
    );
    off();
  });

  it('clears all only after confirming in the dialog (Esc or Cancel clear nothing); no window.confirm', async () => {
    const call = serve();
    const confirm = jest.spyOn(window, 'confirm');
    renderPage();
    await screen.findByText('Harbour walk 1');
    const clear = screen.getByRole('button', { name: 'Clear all history' });
    await userEvent.click(clear);
    expect(screen.getByRole('dialog', { name: 'Clear your whole viewing history?' })).toHaveTextContent(
      'This cannot be undone.',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(clear);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(call.mock.calls.some(([n]) => n === 'clearHistory')).toBe(false);
    expect(screen.getByText('Harbour walk 1')).toBeInTheDocument();
    await userEvent.click(clear);
    await userEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(await screen.findByText(/Nothing watched yet/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Clear all history' })).toBeDisabled();
    expect(confirm).not.toHaveBeenCalled();
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

  it('two screens showing the setting ask for it once; pausing on one shows on the other, with no request', async () => {
    const call = serve();
    render(
      <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <HistoryPage />
        <HistoryPage />
      </MemoryRouter>,
    );
    const [first, second] = await screen.findAllByRole('button', { name: 'Pause history' });
    expect(second).toBeInTheDocument();
    expect(call.mock.calls.filter(([name]) => name === 'getHistorySettings')).toHaveLength(1);
    await userEvent.click(first);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Resume history' })).toHaveLength(2));
    expect(call.mock.calls.filter(([name]) => name === 'getHistorySettings')).toHaveLength(1);
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
