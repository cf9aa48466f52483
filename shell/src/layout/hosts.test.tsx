import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { bus, COOKIE_CONSENT_NAME, setCookie, setLanguage } from 'shared';
import '../i18n';
import { ModalHost } from './ModalHost';
import { MessageHost } from './MessageHost';
import { CookieBanner } from './CookieBanner';

beforeEach(async () => {
  await setLanguage('en');
});

describe('ModalHost (bus modal:open)', () => {
  it('opens with a heading and text, sanitises html, and closes on Esc', async () => {
    render(<ModalHost />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() =>
      bus.emit('modal:open', {
        heading: 'Report sent',
        body: 'Thank you.',
        html: '<p>See <a href="javascript:alert(1)">this</a><img src=x onerror="alert(1)"></p>',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report sent' });
    expect(dialog).toHaveTextContent('Thank you.');
    // the html is shown once the sanitiser, fetched on demand, has cleaned it
    await waitFor(() => expect(dialog).toHaveTextContent('See this'));
    expect(dialog.querySelector('img')).toBeNull();
    expect(dialog.querySelector('a')).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without a heading it is named by its label and closes with the close button', async () => {
    render(<ModalHost />);
    act(() => bus.emit('modal:open', { body: 'Plain', label: 'Notice' }));
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toHaveTextContent('Plain');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('MessageHost (bus message:show)', () => {
  it("shows a message's action (Undo); pressing it runs the sender's callback once and closes the message", async () => {
    render(<MessageHost />);
    const onAction = jest.fn();
    act(() =>
      bus.emit('message:show', {
        message: 'Removed from history.',
        type: 'success',
        action: { label: 'Undo', onAction },
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Removed from history.');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('CookieBanner', () => {
  afterEach(() => setCookie(COOKIE_CONSENT_NAME, '', -1));

  it('shows until accepted, then stores acceptCookie=1 and stays hidden', async () => {
    const { unmount } = render(
      <MemoryRouter>
        <CookieBanner />
      </MemoryRouter>,
    );
    const banner = screen.getByRole('region', { name: 'Cookie notice' });
    expect(banner).toHaveTextContent('We use cookies');
    expect(screen.getByRole('link', { name: 'Read the privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    await userEvent.click(screen.getByRole('button', { name: 'Accept cookies' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(document.cookie).toContain('acceptCookie=1');
    unmount();
    render(
      <MemoryRouter>
        <CookieBanner />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('speaks Traditional Chinese too', async () => {
    await setLanguage('zh-Hant-TW');
    render(
      <MemoryRouter>
        <CookieBanner />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: '接受 Cookie' })).toBeInTheDocument();
  });
});
