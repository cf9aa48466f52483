import { attribution, isMissingThumbnail, thumbnailUrl, videoThumbnail } from './video';

describe('thumbnailUrl', () => {
  it('uses the YouTube image host for YouTube ids', () => {
    expect(thumbnailUrl('youtube', 'dQw4w9WgXcQ')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(videoThumbnail('dQw4w9WgXcQ')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
  });

  it('has a Vimeo equivalent', () => {
    expect(thumbnailUrl('vimeo', '76979871')).toBe('https://vumbnail.com/76979871.jpg');
    expect(videoThumbnail('76979871', 'vimeo')).toBe('https://vumbnail.com/76979871.jpg');
  });

  it('cannot be steered to another path by the id', () => {
    expect(thumbnailUrl('youtube', '../x?y')).toBe('https://i.ytimg.com/vi/..%2Fx%3Fy/hqdefault.jpg');
  });
});

describe('attribution', () => {
  it("reads 'From {author} (YouTube)' for YouTube", () => {
    expect(attribution('youtube', 'Taiwan Walker', 'en')).toBe('From Taiwan Walker (YouTube)');
  });

  it('has a Chinese wording', () => {
    expect(attribution('youtube', '台灣散步', 'zh-Hant-TW')).toBe('來自 台灣散步（YouTube）');
  });

  it('is empty for Vimeo and without an author', () => {
    expect(attribution('vimeo', 'Someone', 'en')).toBe('');
    expect(attribution('youtube', '', 'en')).toBe('');
    expect(attribution('youtube', null, 'en')).toBe('');
  });
});

describe('isMissingThumbnail', () => {
  it("recognises YouTube's 120×90 'no thumbnail' image", () => {
    expect(isMissingThumbnail(thumbnailUrl('youtube', 'unknown0000'), 120, 90)).toBe(true);
  });

  it('keeps real stills, and small images from other hosts', () => {
    expect(isMissingThumbnail(thumbnailUrl('youtube', 'dQw4w9WgXcQ'), 480, 360)).toBe(false);
    expect(isMissingThumbnail(thumbnailUrl('vimeo', '76979871'), 120, 90)).toBe(false);
    expect(isMissingThumbnail('https://example.com/i.ytimg.com/120x90.jpg', 120, 90)).toBe(false);
    expect(isMissingThumbnail('not a url', 120, 90)).toBe(false);
  });
});
