import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, api, setLanguage, type Post, type PostMedia } from 'shared';
import '../../i18n';
import { samplePost } from '../fixtures/posts';
import { PostEditor } from './PostEditor';

beforeEach(async () => {
  await act(() => setLanguage('en'));
});
afterEach(() => jest.restoreAllMocks());

const video = (id: number, file: string): PostMedia => ({
  id,
  file,
  url: `https://i.ytimg.com/vi/${file}/hqdefault.jpg`,
  type: 2,
  degree: 0,
  width: null,
  height: null,
  alt: '',
});

const apiError = (message: string, status = 400) =>
  new ApiError(message, status, { code: status, message, app_js: 'x' }, undefined);

type Call = [string, { body?: unknown; params?: unknown; query?: unknown }];

/** Spy on the transport: uploads of videos answer with a media row, posts echo a saved post. */
function serve(over: Partial<Record<string, (args: Call[1]) => Promise<unknown>>> = {}) {
  return jest.spyOn(api, 'call').mockImplementation(((name: string, args: Call[1]) => {
    if (over[name]) return over[name]!(args);
    if (name === 'uploadPostMedia') {
      const form = args.body as FormData;
      return Promise.resolve({ code: 200, data: video(50, String(form.get('video_id'))), app_js: 'x' });
    }
    return Promise.resolve({ code: 200, data: { ...samplePost, ...(args.body as object) }, app_js: 'x' });
  }) as never);
}

describe('PostEditor: videos', () => {
  it('adds a YouTube video from a link with Enter, shows its thumbnail, and publishes it with the post', async () => {
    const call = serve();
    const onSaved = jest.fn();
    render(<PostEditor placeId={3} onSaved={onSaved} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your post' }), 'Watch this');
    const field = screen.getByRole('textbox', { name: 'Add a video' });
    await userEvent.type(field, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s{Enter}');
    // Enter adds the video, it does not publish
    expect(call.mock.calls.some(([n]) => n === 'createPost')).toBe(false);
    const [name, { body }] = call.mock.calls.find(([n]) => n === 'uploadPostMedia') as unknown as Call;
    expect(name).toBe('uploadPostMedia');
    const form = body as FormData;
    expect([form.get('type'), form.get('video_id'), form.get('place_id')]).toEqual(['youtube', 'dQw4w9WgXcQ', '3']);
    const list = await screen.findByRole('list', { name: 'Photos and videos' });
    expect(within(list).getByRole('img', { name: 'Thumbnail of video 1' })).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    expect(within(list).queryByRole('button', { name: /Rotate/ })).toBeNull();
    expect(field).toHaveValue('');
    await userEvent.type(screen.getByRole('textbox', { name: /Description of video 1/ }), 'Walking the stalls');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const create = call.mock.calls.find(([n]) => n === 'createPost') as unknown as Call;
    expect(create[1].body).toMatchObject({ post: 'Watch this', media: [{ id: 50, alt: 'Walking the stalls' }] });
    expect(onSaved).toHaveBeenCalled();
  });

  it('explains what is wrong with a link that is not a YouTube video, and adds nothing', async () => {
    const call = serve();
    render(<PostEditor placeId={3} onSaved={jest.fn()} />);
    const field = screen.getByRole('textbox', { name: 'Add a video' });
    await userEvent.click(screen.getByRole('button', { name: 'Add video' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Paste a YouTube link or video id first.');
    await userEvent.type(field, 'https://example.com/watch?v=dQw4w9WgXcQ');
    await userEvent.click(screen.getByRole('button', { name: 'Add video' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This is not a YouTube link or video id.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('https://example.com/watch?v=dQw4w9WgXcQ');
    await userEvent.clear(field);
    await userEvent.type(field, 'https://vimeo.com/76979871{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Only YouTube videos can be added to a post.');
    expect(call).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'youtu.be/dQw4w9WgXcQ{Enter}');
    expect(await screen.findByRole('img', { name: 'Thumbnail of video 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(field, 'dQw4w9WgXcQ{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('This video is already in the post.');
    expect(call.mock.calls.filter(([n]) => n === 'uploadPostMedia')).toHaveLength(1);
  });

  it('shows the server refusal of a video and lets it be removed', async () => {
    serve({
      uploadPostMedia: () =>
        Promise.reject(apiError('This is not a YouTube video: give its link or its 11-character id.')),
    });
    render(<PostEditor placeId={3} onSaved={jest.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Add a video' }), 'dQw4w9WgXcQ{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Video dQw4w9WgXcQ could not be added: This is not a YouTube video',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove video 1' }));
    expect(screen.queryByRole('list', { name: /Photos/ })).toBeNull();
  });

  it('removes a loose video on the server; a video already in the post only when saved without it', async () => {
    const inPost: Post = { ...samplePost, media: [samplePost.media[0], video(9, 'aaaaaaaaaaa')] };
    const call = serve();
    const onSaved = jest.fn();
    render(<PostEditor placeId={3} post={inPost} onSaved={onSaved} />);
    expect(screen.getByRole('button', { name: 'Rotate photo 1' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Add a video' }), 'bbbbbbbbbbb{Enter}');
    await screen.findByRole('img', { name: 'Thumbnail of video 2' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove video 2' }));
    expect(call).toHaveBeenCalledWith('deletePostMedia', {
      query: { media_id: 50, file: 'bbbbbbbbbbb', place_id: 3, batch_id: 'b1' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove video 1' }));
    expect(call.mock.calls.filter(([n]) => n === 'deletePostMedia')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const update = call.mock.calls.find(([n]) => n === 'updatePost') as unknown as Call;
    expect(update[1].body).toMatchObject({ post_id: 7, media: [{ id: 1 }] });
  });
});

describe('PostEditor: editing a post', () => {
  it('changes the text, the rating and the photos, and saves them without a timezone', async () => {
    const call = serve();
    const onSaved = jest.fn();
    render(<PostEditor placeId={3} post={samplePost} onSaved={onSaved} />);
    expect(screen.getByRole('heading', { name: 'Edit post' })).toBeInTheDocument();
    const text = screen.getByRole('textbox', { name: 'Your post' });
    expect(text).toHaveValue(samplePost.post);
    await userEvent.clear(text);
    await userEvent.type(text, 'Better at night');
    await userEvent.click(screen.getByRole('checkbox', { name: 'This is a review' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const update = call.mock.calls.find(([n]) => n === 'updatePost') as unknown as Call;
    expect(update[1].body).toEqual({
      post_id: 7,
      place_id: 3,
      batch_id: 'b1',
      post: 'Better at night',
      recommend: 2,
      media: [{ id: 1, alt: 'Lanterns over the market' }],
      is_local: false,
    });
    expect(call.mock.calls.some(([n]) => n === 'deletePostMedia')).toBe(false);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ post: 'Better at night', recommend: 2 }));
  });

  it('keeps the editor open with the server message when saving fails, and refuses a blank post', async () => {
    serve({ updatePost: () => Promise.reject(apiError('You may not change this post.', 403)) });
    const onSaved = jest.fn();
    render(<PostEditor placeId={3} post={{ ...samplePost, media: [] }} onSaved={onSaved} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not change this post.');
    expect(onSaved).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Your post' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write something or add a photo.');
  });
});

describe('PostEditor: a review’s rating', () => {
  it('starts with no rating; publishing without one asks for it beside the rating and keeps what was typed', async () => {
    const call = serve();
    const onSaved = jest.fn();
    render(<PostEditor placeId={3} onSaved={onSaved} />);
    const text = screen.getByRole('textbox', { name: 'Your post' });
    await userEvent.type(text, 'The pepper buns are worth the queue.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'This is a review' }));
    const rating = screen.getByRole('combobox', { name: 'Rating' });
    // the keyboard goes on from the box to the stars (a native select: the arrow keys choose)
    await userEvent.tab();
    expect(rating).toHaveFocus();
    expect(rating).toHaveValue('0');
    expect(screen.getByRole('option', { name: 'Choose a rating', selected: true })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(call.mock.calls.some(([n]) => n === 'createPost')).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
    // the message is the rating's description, and the author is taken there
    expect(rating).toHaveAccessibleDescription('Choose how many stars you give before publishing the review.');
    expect(rating).toHaveAttribute('aria-invalid', 'true');
    expect(rating).toHaveFocus();
    expect(text).toHaveValue('The pepper buns are worth the queue.');

    await userEvent.selectOptions(rating, '4');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(rating).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const create = call.mock.calls.find(([n]) => n === 'createPost') as unknown as Call;
    expect(create[1].body).toMatchObject({ post: 'The pepper buns are worth the queue.', recommend: 4 });
    expect(onSaved).toHaveBeenCalled();
  });

  it('asks in Chinese too, and a plain post needs no rating', async () => {
    await act(() => setLanguage('zh-Hant-TW'));
    const call = serve();
    render(<PostEditor placeId={3} onSaved={jest.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: '貼文內容' }), '胡椒餅值得排隊。');
    await userEvent.click(screen.getByRole('checkbox', { name: '這是一則評論' }));
    await userEvent.click(screen.getByRole('button', { name: '發佈' }));
    expect(screen.getByRole('combobox', { name: '評分' })).toHaveAccessibleDescription(
      '發佈評論前，請先選擇要給幾顆星。',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: '這是一則評論' }));
    expect(screen.queryByRole('combobox', { name: '評分' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '發佈' }));
    const create = call.mock.calls.find(([n]) => n === 'createPost') as unknown as Call;
    expect(create[1].body).toMatchObject({ post: '胡椒餅值得排隊。', recommend: 0 });
  });
});
