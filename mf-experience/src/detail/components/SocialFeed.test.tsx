import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage, type LoadState, type Post } from 'shared';
import '../../i18n';
import { feedNow, samplePosts } from '../fixtures/posts';
import { SocialFeed } from './SocialFeed';

function renderFeed(state: LoadState<Post[]>, onRetry = jest.fn()) {
  render(
    <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <SocialFeed state={state} onRetry={onRetry} now={feedNow} />
    </MemoryRouter>,
  );
  return onRetry;
}

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

describe('SocialFeed', () => {
  it('shows each post with its author, relative time, escaped text with line breaks and a link', () => {
    renderFeed({ status: 'ready', data: samplePosts });
    const section = screen.getByRole('region', { name: 'From travellers' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]);
    expect(first.getByText('Mei Lin')).toBeInTheDocument();
    expect(first.getByText('3 hours ago')).toBeInTheDocument();
    const text = items[0].querySelector('.mfe-social__text')!;
    expect(text.innerHTML).toBe('Oyster omelette was the best.<br>Go hungry! &lt;b&gt;really&lt;/b&gt;');
    expect(text.querySelector('b')).toBeNull();
    expect(first.getByRole('link', { name: 'Read the post by Mei Lin' })).toHaveAttribute('href', '/post/501');
    expect(within(items[1]).getByText('May 7, 2026')).toBeInTheDocument();
    expect(within(items[1]).getByRole('link', { name: 'Read the post by Tom' })).toHaveAttribute('href', '/post/502');
  });

  it('says so while loading', () => {
    renderFeed({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent("Loading travellers' posts…");
  });

  it('says nothing has been posted yet for an empty feed', () => {
    renderFeed({ status: 'ready', data: [] });
    expect(screen.getByText('No traveller has posted about these places yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('offers Retry after an error', async () => {
    const onRetry = renderFeed({ status: 'error', message: 'Server busy' });
    expect(screen.getByRole('alert')).toHaveTextContent("Travellers' posts could not be loaded.");
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks Traditional Chinese', async () => {
    await act(() => setLanguage('zh-Hant-TW'));
    renderFeed({ status: 'error', message: 'Server busy' });
    expect(screen.getByRole('heading', { name: '旅人分享' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重試' })).toBeInTheDocument();
  });
});
