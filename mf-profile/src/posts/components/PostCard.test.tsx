import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { setLanguage } from 'shared';
import '../../i18n';
import { NOW, samplePost, videoPost } from '../fixtures/posts';
import { PostCard } from './PostCard';

beforeEach(async () => {
  await act(() => setLanguage('en'));
});

const renderCard = (ui: React.ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('PostCard', () => {
  it('shows typed HTML as text and keeps line breaks', () => {
    const { container } = renderCard(
      <PostCard post={{ ...samplePost, post: 'Hi <img src=x onerror=alert(1)>\nbye' }} now={NOW} />,
    );
    const text = container.querySelector('.mfpr-post-text')!;
    expect(text.querySelector('img')).toBeNull();
    expect(text.innerHTML).toBe('Hi &lt;img src=x onerror=alert(1)&gt;<br>bye');
  });

  it('shows a relative time within 23 hours, else the date in the post timezone', () => {
    const { rerender } = renderCard(<PostCard post={samplePost} now={NOW} />);
    expect(screen.getByText('3 hours ago')).toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <PostCard post={{ ...samplePost, created_at: '2026-03-01T20:00:00.000Z', timezone_offset: 480 }} now={NOW} />
      </MemoryRouter>,
    );
    // 20:00 UTC is already 2 March in Taipei (UTC+8)
    expect(screen.getByText('March 2, 2026')).toBeInTheDocument();
  });

  it('shows a review with its stars, photos with alt text, and likes', async () => {
    const onLike = jest.fn();
    renderCard(
      <PostCard
        post={{ ...samplePost, recommend: 4, liked: true, likes_count: 1 }}
        onLike={onLike}
        signedIn
        now={NOW}
      />,
    );
    expect(screen.getByText('Recommended')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 of 5 stars' })).toBeInTheDocument();
    // a photo is named with the author's description, and whose post it is in
    expect(
      screen.getByRole('img', { name: 'Lanterns over the market (photo 1 of the post by Mei)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 2 of the post by Mei' })).toBeInTheDocument();
    expect(screen.getByText('1 like')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unlike' }));
    expect(onLike).toHaveBeenCalled();
  });

  it("names photos with the author's name in Traditional Chinese too", async () => {
    await act(() => setLanguage('zh-Hant-TW'));
    renderCard(<PostCard post={samplePost} now={NOW} />);
    expect(
      screen.getByRole('img', { name: 'Lanterns over the market（Mei 貼文中的第 1 張相片）' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mei 貼文中的第 2 張相片' })).toBeInTheDocument();
  });

  it('counts likes in 萬 in Traditional Chinese', async () => {
    await act(() => setLanguage('zh-Hant-TW'));
    renderCard(<PostCard post={{ ...samplePost, likes_count: 51_234 }} now={NOW} />);
    expect(screen.getByText('5.1 萬個讚')).toBeInTheDocument();
  });

  it('links a video to YouTube in a new tab, with its thumbnail and description', () => {
    renderCard(<PostCard post={videoPost} now={NOW} />);
    expect(screen.getByRole('list', { name: 'Photos and videos' })).toBeInTheDocument();
    const link = screen.getByRole('link', {
      name: 'Play video 1 of the post by Mei on YouTube (new tab): A walk through the stalls',
    });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('img')).toHaveAttribute('src', videoPost.media[1].url);
    expect(
      screen.getByRole('img', { name: 'Lanterns over the market (photo 1 of the post by Mei)' }),
    ).toBeInTheDocument();
  });

  it("shows a poster of the post's place, or of the video's number, when the video's thumbnail cannot load", () => {
    const { unmount } = renderCard(<PostCard post={videoPost} now={NOW} />);
    const link = screen.getByRole('link', { name: /^Play video 1/ });
    fireEvent.error(link.querySelector('img')!);
    expect(link.querySelector('img')).toBeNull();
    expect(link).toHaveTextContent(videoPost.place!.place_name);
    unmount();
    renderCard(<PostCard post={{ ...videoPost, place: undefined }} now={NOW} />);
    const placeless = screen.getByRole('link', { name: /^Play video 1/ });
    fireEvent.error(placeless.querySelector('img')!);
    expect(placeless).toHaveTextContent('Video 1');
  });

  it('offers edit and delete only to those allowed', async () => {
    const onDelete = jest.fn();
    const { rerender } = renderCard(<PostCard post={samplePost} now={NOW} />);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    rerender(
      <MemoryRouter>
        <PostCard post={samplePost} canEdit onDelete={onDelete} now={NOW} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(samplePost);
  });

  it('marks a hidden post (seen by its author and the admin only) with the reason, in both languages', async () => {
    const hidden = { ...samplePost, hidden: { reason: 'Advertising', hidden_at: '2026-11-20T10:00:00Z' } };
    const { rerender } = renderCard(<PostCard post={samplePost} now={NOW} />);
    expect(screen.queryByRole('note')).toBeNull();
    rerender(
      <MemoryRouter>
        <PostCard post={hidden} now={NOW} />
      </MemoryRouter>,
    );
    const note = screen.getByRole('note', { name: 'Hidden by an administrator' });
    expect(note).toHaveTextContent('Reason: Advertising');
    await act(() => setLanguage('zh-Hant-TW'));
    expect(screen.getByRole('note', { name: '已被管理員隱藏' })).toHaveTextContent('原因：Advertising');
  });
});
