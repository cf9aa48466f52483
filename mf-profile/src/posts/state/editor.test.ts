import { newBatchId, postBody, type UploadItem } from './editor';

const media = (id: number) => ({
  id,
  file: `${id}.jpg`,
  url: `/m/${id}.jpg`,
  type: 1 as const,
  degree: 0 as const,
  width: 10,
  height: 10,
  alt: '',
});

describe('postBody', () => {
  it('trims the text, keeps finished uploads in order with their alt text, and bounds the rating', () => {
    const uploads: UploadItem[] = [
      { key: 'a', name: 'a.jpg', status: 'done', progress: 1, media: media(7), alt: '  Lanterns ' },
      { key: 'b', name: 'b.jpg', status: 'error', progress: 0.4, alt: 'x', error: 'too big' },
      { key: 'c', name: 'c.jpg', status: 'done', progress: 1, media: media(3), alt: '' },
    ];
    expect(postBody({ text: '  Hi\nthere  ', isReview: true, rating: 7, isLocal: true }, uploads, 12, 'b1')).toEqual({
      place_id: 12,
      batch_id: 'b1',
      post: 'Hi\nthere',
      recommend: 5,
      media: [
        { id: 7, alt: 'Lanterns' },
        { id: 3, alt: '' },
      ],
      is_local: true,
    });
    expect(postBody({ text: 'x', isReview: true, rating: -1, isLocal: false }, [], 1, 'b').recommend).toBe(0);
    // a plain post carries no rating, whatever was chosen before the box was unticked
    expect(postBody({ text: 'x', isReview: false, rating: 4, isLocal: false }, [], 1, 'b').recommend).toBe(0);
  });
});

describe('newBatchId', () => {
  it('makes distinct ids the server accepts', () => {
    const a = newBatchId();
    const b = newBatchId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(a).not.toBe(b);
  });
});
