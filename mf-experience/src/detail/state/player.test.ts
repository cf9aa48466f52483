import { playerUrl } from './player';

describe('playerUrl', () => {
  it('uses the privacy-enhanced YouTube host with autoplay and the JS API', () => {
    expect(playerUrl('youtube', 'dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&enablejsapi=1',
    );
  });
  it('uses the Vimeo player with autoplay', () => {
    expect(playerUrl('vimeo', '76979871')).toBe('https://player.vimeo.com/video/76979871?autoplay=1');
  });
  it('encodes the id', () => {
    expect(playerUrl('youtube', 'a/../b?x')).toBe(
      'https://www.youtube-nocookie.com/embed/a%2F..%2Fb%3Fx?autoplay=1&enablejsapi=1',
    );
  });
});
