import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, api, setLanguage } from 'shared';
import '../i18n';
import { UploadPage } from './UploadPage';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname}</output>;
}

const renderPage = (timeoutMs = 60_000) =>
  render(
    <MemoryRouter
      initialEntries={['/experience/upload']}
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <Routes>
        <Route
          path="*"
          element={
            <>
              <UploadPage durationTimeoutMs={timeoutMs} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

/** The player frame says something, as the real embed would (origin + source checked by the page). */
function playerSays(origin: string, data: unknown) {
  const frame = document.querySelector('iframe')!;
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
  });
}

const draft = { id: 77, slug: '', title: '', status: 'draft' };

// typing goes key by key: slow on a busy machine
jest.setTimeout(30_000);

beforeEach(async () => {
  await act(() => setLanguage('en'));
});
afterEach(() => jest.restoreAllMocks());

/** Check a link, then choose to type its length: the length field. */
async function typeTheLengthOf(link: string) {
  await userEvent.type(screen.getByRole('textbox', { name: /YouTube or Vimeo link or video id/ }), `${link}{Enter}`);
  await userEvent.click(screen.getByRole('button', { name: 'Type the length instead' }));
  return screen.getByRole('spinbutton', { name: 'Video length (mm:ss or h:mm:ss)' });
}

describe('UploadPage', () => {
  it('says clearly when the input is not a YouTube or Vimeo link or id, and calls nothing', async () => {
    const call = jest.spyOn(api, 'call');
    renderPage();
    const field = screen.getByRole('textbox', { name: /YouTube or Vimeo link or video id/ });
    await userEvent.type(field, 'https://example.com/watch?v=abc{Enter}');
    expect(screen.getByText(/This is not a YouTube or Vimeo link or video id/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelector('iframe')).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('says the same in Traditional Chinese', async () => {
    await act(() => setLanguage('zh-Hant-TW'));
    renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: /YouTube 或 Vimeo 連結或影片 ID/ }), 'hello{Enter}');
    expect(screen.getByText('這不是 YouTube 或 Vimeo 的連結或影片 ID，請檢查後再試一次。')).toBeInTheDocument();
  });

  it('parses a YouTube link, reads the length from the player, creates the draft (multipart) and opens it', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue({ code: 200, data: draft, app_js: 'x' } as never);
    renderPage();
    await userEvent.type(
      screen.getByRole('textbox', { name: /YouTube or Vimeo link or video id/ }),
      'https://youtu.be/abc123XYZ_0?t=42{Enter}',
    );
    const frame = screen.getByTitle('Video preview');
    expect(frame).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abc123XYZ_0\?/),
    );
    expect(screen.getByRole('button', { name: 'Create draft' })).toBeDisabled();

    // a stranger's message is ignored; the player's is read
    playerSays('https://evil.example', JSON.stringify({ event: 'infoDelivery', info: { duration: 999 } }));
    playerSays(
      'https://www.youtube-nocookie.com',
      JSON.stringify({ event: 'initialDelivery', info: { duration: 754.2 } }),
    );
    expect(screen.getByText('Length: 12:34')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(call).toHaveBeenCalledWith('uploadMedia', expect.objectContaining({ body: expect.any(FormData) }));
    const form = (call.mock.calls[0][1] as { body: FormData }).body;
    expect(Object.fromEntries(form.entries())).toEqual({ type: 'youtube', video_id: 'abc123XYZ_0', duration: '754' });
    // the draft opens once the write's answer is in (a step after the click, not within it)
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/experience/edit/77'));
  });

  it('lets the length be typed when the player does not tell it in time', async () => {
    jest.useFakeTimers();
    try {
      const call = jest.spyOn(api, 'call').mockResolvedValue({ code: 200, data: draft, app_js: 'x' } as never);
      renderPage(5_000);
      const field = screen.getByRole('textbox', { name: /YouTube or Vimeo link or video id/ });
      fireEvent.change(field, { target: { value: 'https://vimeo.com/76979871' } });
      fireEvent.submit(field.closest('form')!);
      expect(screen.getByText('Reading the video’s length from the player…')).toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(5_000);
      });
      const length = screen.getByRole('spinbutton', { name: 'Video length (mm:ss or h:mm:ss)' });
      // nothing typed yet: creating asks for the length
      fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
      expect(screen.getByText('Type the video’s length first, for example 12:30.')).toBeInTheDocument();
      expect(call).not.toHaveBeenCalled();

      fireEvent.change(length, { target: { value: '4:10' } });
      fireEvent.keyDown(length, { key: 'Enter' });
      expect(length).toHaveValue('4:10');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Create draft' }));
      });
      const form = (call.mock.calls[0][1] as { body: FormData }).body;
      expect(Object.fromEntries(form.entries())).toEqual({ type: 'vimeo', video_id: '76979871', duration: '250' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes the typed length of a vlog over an hour as h:mm:ss', async () => {
    const call = jest.spyOn(api, 'call').mockResolvedValue({ code: 200, data: draft, app_js: 'x' } as never);
    renderPage();
    const length = await typeTheLengthOf('abc123XYZ_0');
    expect(screen.getByText(/hours:minutes:seconds for a video over an hour/)).toBeInTheDocument();
    await userEvent.clear(length);
    await userEvent.type(length, '1:02:03{Enter}');
    expect(length).toHaveValue('1:02:03');
    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(call).toHaveBeenCalled());
    const form = (call.mock.calls[0][1] as { body: FormData }).body;
    expect(Object.fromEntries(form.entries())).toEqual({ type: 'youtube', video_id: 'abc123XYZ_0', duration: '3723' });
  });

  it('keeps keyboard focus on the busy Create draft button while creating, and a second press sends nothing', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const call = jest.spyOn(api, 'call').mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    renderPage();
    const length = await typeTheLengthOf('abc123XYZ_0');
    await userEvent.clear(length);
    await userEvent.type(length, '4:10{Enter}');
    const create = screen.getByRole('button', { name: 'Create draft' });
    create.focus();
    await userEvent.keyboard('{Enter}');
    expect(create).toHaveFocus();
    expect(create).toHaveAttribute('aria-busy', 'true');
    expect(create).toHaveAttribute('aria-disabled', 'true');
    expect(create).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.click(create);
    expect(call).toHaveBeenCalledTimes(1);
    await act(async () => answer({ code: 200, data: draft, app_js: 'x' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/experience/edit/77');
  });

  it("shows the server's message when the draft cannot be created, and stays", async () => {
    jest
      .spyOn(api, 'call')
      .mockRejectedValue(
        new ApiError(
          'x',
          400,
          { code: 400, message: 'You have too many drafts (at most 20).', app_js: 'x' },
          undefined,
        ),
      );
    renderPage();
    const length = await typeTheLengthOf('abc123XYZ_0');
    await userEvent.clear(length);
    await userEvent.type(length, '45{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Create draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have too many drafts (at most 20).');
    expect(screen.getByTestId('where')).toHaveTextContent('/experience/upload');
    expect(screen.getByRole('button', { name: 'Create draft' })).toBeEnabled();
  });
});
