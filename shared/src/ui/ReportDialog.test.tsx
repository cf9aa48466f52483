import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../api/client';
import { bus } from 'page-singleton/bus';
import { NO_CAPTCHA_TOKEN } from 'contract/constants';
import { ReportDialog } from './ReportDialog';
import type { ReportDialogProps } from './reportTexts';
import { setTestLanguage } from './testUtils';

beforeEach(() => setTestLanguage('en'));

function renderDialog(send: ReportDialogProps['send'], onClose = jest.fn()) {
  const shown = jest.fn();
  const off = bus.on('message:show', shown);
  const view = render(<ReportDialog open onClose={onClose} kind="post" send={send} />);
  return { shown, off, onClose, ...view };
}

async function sendText(text: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
  if (text) await userEvent.type(within(dialog).getByRole('textbox', { name: /What is wrong/ }), text);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  return dialog;
}

describe('ReportDialog', () => {
  it('mounts nothing (and fetches no form) until it is first opened', () => {
    const { container } = render(<ReportDialog open={false} onClose={() => {}} kind="post" send={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('asks for a text, sends it with the "no captcha" token, closes and thanks with the server\'s words', async () => {
    const send = jest.fn().mockResolvedValue({ message: 'Thanks from the server.' });
    const { shown, off, onClose } = renderDialog(send);
    const dialog = await sendText('');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please describe the problem.');
    expect(send).not.toHaveBeenCalled();
    await sendText('  Spam  ');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(send).toHaveBeenCalledWith('Spam', NO_CAPTCHA_TOKEN);
    expect(shown).toHaveBeenCalledWith({ message: 'Thanks from the server.', type: 'success' });
    off();
  });

  it('answers "already reported" (409) as a thank-you, not as an error', async () => {
    const message = 'You have already reported this. Thank you, we will look at it.';
    const send = jest.fn().mockRejectedValue(new ApiError(message, 409, { code: 409, message, app_js: 'x' }, null));
    const { shown, off, onClose } = renderDialog(send);
    await sendText('Spam');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(shown).toHaveBeenCalledWith({ message, type: 'success' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    off();
  });

  it('keeps the form open with the reason when sending fails', async () => {
    const message = 'The robot check failed.';
    const send = jest.fn().mockRejectedValue(new ApiError(message, 400, { code: 400, message, app_js: 'x' }, null));
    const { shown, off, onClose } = renderDialog(send);
    const dialog = await sendText('Spam');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(onClose).not.toHaveBeenCalled();
    expect(shown).not.toHaveBeenCalled();
    off();
  });

  it.each([
    ['en', 'experience', 'Report this video', 'Tell us what is wrong with this video.', 'Send report'],
    ['en', 'post', 'Report this post', 'Tell us what is wrong with this post or its photos.', 'Send report'],
    ['zh-Hant-TW', 'experience', '檢舉這部影片', '請告訴我們這部影片有什麼問題', '送出檢舉'],
    ['zh-Hant-TW', 'post', '檢舉這篇貼文', '請告訴我們這篇貼文或其中的相片有什麼問題', '送出檢舉'],
  ] as const)(
    'in %s, names the %s it reports and says the rest as for every item',
    async (lang, kind, heading, intro, send) => {
      setTestLanguage(lang);
      render(<ReportDialog open onClose={() => {}} kind={kind} send={jest.fn()} />);
      const dialog = await screen.findByRole('dialog', { name: heading });
      expect(dialog).toHaveTextContent(intro);
      expect(within(dialog).getByRole('button', { name: send })).toBeInTheDocument();
    },
  );
});
