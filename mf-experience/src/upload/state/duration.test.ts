import { durationRequests, parseDurationMessage, previewUrl } from './duration';

const YT = 'https://www.youtube-nocookie.com';
const VIMEO = 'https://player.vimeo.com';

describe('previewUrl', () => {
  it('embeds YouTube privacy-enhanced with the JS API and our origin, without autoplay', () => {
    const url = previewUrl('youtube', 'abc123XYZ_0', 'http://localhost:8080');
    expect(url).toBe(
      'https://www.youtube-nocookie.com/embed/abc123XYZ_0?enablejsapi=1&origin=http%3A%2F%2Flocalhost%3A8080',
    );
    expect(previewUrl('vimeo', '76979871')).toBe('https://player.vimeo.com/video/76979871?api=1');
  });
});

describe('durationRequests', () => {
  it("greets YouTube with 'listening' and asks Vimeo for its duration", () => {
    expect(durationRequests('youtube').map((m) => JSON.parse(m).event)).toEqual(['listening']);
    expect(durationRequests('vimeo').map((m) => JSON.parse(m).method)).toContain('getDuration');
  });
});

describe('parseDurationMessage', () => {
  it("reads YouTube's info.duration from initialDelivery and infoDelivery (rounded)", () => {
    expect(
      parseDurationMessage('youtube', YT, JSON.stringify({ event: 'initialDelivery', info: { duration: 754.4 } })),
    ).toBe(754);
    expect(
      parseDurationMessage('youtube', YT, JSON.stringify({ event: 'infoDelivery', info: { duration: 61.6 } })),
    ).toBe(62);
  });

  it("reads Vimeo's getDuration answer and timeupdate data", () => {
    expect(parseDurationMessage('vimeo', VIMEO, { method: 'getDuration', value: 300 })).toBe(300);
    expect(
      parseDurationMessage('vimeo', VIMEO, JSON.stringify({ event: 'timeupdate', data: { seconds: 1, duration: 99 } })),
    ).toBe(99);
  });

  it('ignores other origins, other messages, and missing, zero or odd lengths', () => {
    const msg = JSON.stringify({ event: 'infoDelivery', info: { duration: 100 } });
    expect(parseDurationMessage('youtube', 'https://evil.example', msg)).toBeNull();
    expect(parseDurationMessage('vimeo', YT, { method: 'getDuration', value: 10 })).toBeNull();
    expect(
      parseDurationMessage('youtube', YT, JSON.stringify({ event: 'infoDelivery', info: { currentTime: 3 } })),
    ).toBeNull();
    expect(
      parseDurationMessage('youtube', YT, JSON.stringify({ event: 'infoDelivery', info: { duration: 0 } })),
    ).toBeNull();
    expect(
      parseDurationMessage('youtube', YT, JSON.stringify({ event: 'infoDelivery', info: { duration: 'x' } })),
    ).toBeNull();
    expect(parseDurationMessage('youtube', YT, '{not json')).toBeNull();
    expect(parseDurationMessage('vimeo', VIMEO, { method: 'getDuration', value: Infinity })).toBeNull();
  });
});
