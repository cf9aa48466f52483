import { acceptCookies, getCookie, hasCookieConsent, parseCookie, serializeCookie, setCookie } from './cookie';

describe('cookie helper', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('sets an expiry in days from now, on path /', () => {
    expect(serializeCookie('acceptCookie', '1', 365, now)).toBe(
      'acceptCookie=1; expires=Mon, 01 Mar 2027 12:00:00 GMT; path=/; SameSite=Lax',
    );
    expect(serializeCookie('a', 'x', 1, now)).toContain('expires=Mon, 02 Mar 2026 12:00:00 GMT');
  });

  it('encodes the value and refuses a name that would break the header', () => {
    expect(serializeCookie('lang', 'zh-Hant-TW; path=/evil', 1, now)).toMatch(/^lang=zh-Hant-TW%3B%20path%3D%2Fevil;/);
    expect(() => serializeCookie('a=b', '1', 1, now)).toThrow(/invalid cookie name/);
    expect(() => serializeCookie('', '1', 1, now)).toThrow(/invalid cookie name/);
  });

  it('gets a value, or an empty string when absent', () => {
    const jar = 'sid=abc; acceptCookie=1;  name=Mei%20Lin; flag';
    expect(parseCookie(jar, 'acceptCookie')).toBe('1');
    expect(parseCookie(jar, 'name')).toBe('Mei Lin');
    expect(parseCookie(jar, 'flag')).toBe('');
    expect(parseCookie(jar, 'missing')).toBe('');
    expect(parseCookie('', 'acceptCookie')).toBe('');
    // a name that is only a suffix of another does not match
    expect(parseCookie('xacceptCookie=1', 'acceptCookie')).toBe('');
    // a malformed escape is returned raw rather than throwing
    expect(parseCookie('a=%E0%A4%A', 'a')).toBe('%E0%A4%A');
  });

  it('round-trips through document.cookie and can delete with a past expiry', () => {
    setCookie('tiTest', 'hello world', 2);
    expect(getCookie('tiTest')).toBe('hello world');
    setCookie('tiTest', '', -1);
    expect(getCookie('tiTest')).toBe('');
  });

  it('consent is acceptCookie=1 and nothing else', () => {
    expect(hasCookieConsent('acceptCookie=0')).toBe(false);
    expect(hasCookieConsent('other=1')).toBe(false);
    expect(hasCookieConsent('acceptCookie=1')).toBe(true);
    expect(hasCookieConsent()).toBe(false);
    acceptCookies();
    expect(document.cookie).toContain('acceptCookie=1');
    expect(hasCookieConsent()).toBe(true);
  });
});
