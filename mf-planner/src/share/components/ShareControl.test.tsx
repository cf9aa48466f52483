import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'shared';
import '../../i18n';
import { ShareControl } from './ShareControl';

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

const LINK = 'http://localhost/plans/shared/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';

describe('ShareControl', () => {
  it('not shared: one button creates the link', async () => {
    const onCreate = jest.fn();
    render(<ShareControl shared={false} link={null} onCreate={onCreate} onRevoke={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Share this plan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop sharing' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create a share link' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('just made: shows the link, copies it and announces it; stop sharing revokes', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onRevoke = jest.fn();
    render(<ShareControl shared link={LINK} onCreate={jest.fn()} onRevoke={onRevoke} />);
    expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveValue(LINK);
    expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied.');
    await user.click(screen.getByRole('button', { name: 'Stop sharing' }));
    expect(onRevoke).toHaveBeenCalledTimes(1);
  });

  it('copy refused by the browser: the link is selected and the user is told to copy it', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    render(<ShareControl shared link={LINK} onCreate={jest.fn()} onRevoke={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy. Select the link and copy it yourself.');
  });

  it('shared earlier (link not known): explains, and offers a new link or stopping', async () => {
    const onCreate = jest.fn();
    render(<ShareControl shared link={null} onCreate={onCreate} onRevoke={jest.fn()} />);
    expect(screen.getByText(/shown only when it is made/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument();
    const renew = screen.getByRole('button', { name: 'Make a new link' });
    expect(renew).toHaveAccessibleDescription('The old link stops working.');
    await userEvent.click(renew);
    expect(onCreate).toHaveBeenCalled();
  });

  it('a guest plan cannot be shared, and says so (in Chinese too)', async () => {
    render(<ShareControl guest shared={false} link={null} onCreate={jest.fn()} onRevoke={jest.fn()} />);
    expect(screen.getByText(/cannot be shared/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await act(() => setLanguage('zh-Hant-TW'));
    expect(screen.getByText(/無法分享/)).toBeInTheDocument();
  });
});
