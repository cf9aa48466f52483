import { safeReturnUrl } from './returnUrl';

describe('safeReturnUrl: returnUrl after sign-in, never an open redirect', () => {
  it.each([
    ['/', '/'],
    ['/my/favorites', '/my/favorites'],
    ['/my/plans/guest', '/my/plans/guest'],
    ['/search?term=taipei&page=2', '/search?term=taipei&page=2'],
    ['/experience/12--night-market#places', '/experience/12--night-market#places'],
    ['/place/3--九份', '/place/3--%E4%B9%9D%E4%BB%BD'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeReturnUrl(input)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '//evil.com/my/favorites',
    '///evil.com',
    'https://evil.com',
    'http://evil.com/',
    'HTTPS://evil.com',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    ' /my/favorites',
    '/%09/evil.com/x y',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    '/javascript:alert(1)\\',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'evil.com',
    'my/favorites',
    '.',
    '?x=1',
    '#top',
    '',
  ])('sends %j Home', (input) => {
    expect(safeReturnUrl(input)).toBe('/');
  });

  it('sends anything that is not a string Home', () => {
    for (const input of [undefined, null, 42, {}, ['/my/favorites'], true]) {
      expect(safeReturnUrl(input)).toBe('/');
    }
  });

  it('sends absurdly long values Home', () => {
    expect(safeReturnUrl('/' + 'a'.repeat(5000))).toBe('/');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeReturnUrl('/a/../my/history')).toBe('/my/history');
    expect(safeReturnUrl('/../../evil.com')).toBe('/evil.com');
    expect(safeReturnUrl('/./%2F%2Fevil.com')).toBe('/%2F%2Fevil.com');
  });
});
