import { listenMessages, parsePlayerMessage, playerUrl, seekMessages } from './playerProtocol';

describe('playerUrl', () => {
  it('uses the privacy-enhanced YouTube host with autoplay and the JS API', () => {
    expect(playerUrl('youtube', 'dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&enablejsapi=1',
    );
  });
  it('starts at a chosen time and names our origin', () => {
    expect(playerUrl('youtube', 'dQw4w9WgXcQ', 125.7, 'http://localhost:8080')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&enablejsapi=1&start=125&origin=http%3A%2F%2Flocalhost%3A8080',
    );
    expect(playerUrl('vimeo', '76979871', 65)).toBe('https://player.vimeo.com/video/76979871?autoplay=1#t=65s');
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

describe('messages to the player', () => {
  it('YouTube: listening, then seekTo + playVideo commands', () => {
    expect(listenMessages('youtube', 3).map((m) => JSON.parse(m))).toEqual([
      { event: 'listening', id: 3, channel: 'widget' },
    ]);
    expect(seekMessages('youtube', 125, 3).map((m) => JSON.parse(m))).toEqual([
      { event: 'command', func: 'seekTo', args: [125, true], id: 3, channel: 'widget' },
      { event: 'command', func: 'playVideo', args: [], id: 3, channel: 'widget' },
    ]);
  });
  it('Vimeo: timeupdate subscription, setCurrentTime + play', () => {
    expect(listenMessages('vimeo').map((m) => JSON.parse(m))[0]).toEqual({
      method: 'addEventListener',
      value: 'timeupdate',
    });
    expect(seekMessages('vimeo', -4).map((m) => JSON.parse(m))).toEqual([
      { method: 'setCurrentTime', value: 0 },
      { method: 'play' },
    ]);
  });
});

describe('parsePlayerMessage', () => {
  const yt = 'https://www.youtube-nocookie.com';
  it('reads YouTube readiness and current time', () => {
    expect(parsePlayerMessage('youtube', yt, '{"event":"onReady","id":1}')).toEqual({ type: 'ready' });
    expect(
      parsePlayerMessage('youtube', yt, JSON.stringify({ event: 'infoDelivery', info: { currentTime: 61.5 } })),
    ).toEqual({ type: 'time', seconds: 61.5 });
    expect(
      parsePlayerMessage('youtube', 'https://www.youtube.com', { event: 'initialDelivery', info: { currentTime: 0 } }),
    ).toEqual({ type: 'time', seconds: 0 });
  });
  it('reads Vimeo events', () => {
    const vm = 'https://player.vimeo.com';
    expect(parsePlayerMessage('vimeo', vm, { event: 'ready' })).toEqual({ type: 'ready' });
    expect(parsePlayerMessage('vimeo', vm, '{"event":"timeupdate","data":{"seconds":12.25}}')).toEqual({
      type: 'time',
      seconds: 12.25,
    });
  });
  it('ignores other origins, other players, junk and irrelevant events', () => {
    const time = JSON.stringify({ event: 'infoDelivery', info: { currentTime: 5 } });
    expect(parsePlayerMessage('youtube', 'https://evil.example', time)).toBeNull();
    expect(parsePlayerMessage('vimeo', yt, { event: 'ready' })).toBeNull();
    expect(parsePlayerMessage('youtube', yt, 'not json')).toBeNull();
    expect(parsePlayerMessage('youtube', yt, null)).toBeNull();
    expect(parsePlayerMessage('youtube', yt, '{"event":"infoDelivery","info":{"volume":3}}')).toBeNull();
    expect(parsePlayerMessage('youtube', yt, '{"event":"infoDelivery","info":{"currentTime":"5"}}')).toBeNull();
  });
});
