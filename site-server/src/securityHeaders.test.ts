import {
  contentSecurityPolicy,
  fileSecurityHeaders,
  pageSecurityHeaders,
  thirdPartiesFromApp,
} from './securityHeaders';

const NONE = { mapsScriptUrl: null, googleSignIn: false, facebookSignIn: false, mapTileOrigin: null };
/** A remote deployed at a URL, and one on its own port of the host the browser used (as openRemotesMap resolves it). */
const REMOTES = ['https://cdn.example.net/discovery/mf-manifest.json', 'http://192.168.1.5:8082/mf-manifest.json'];

/** The policy as directive → its sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('a page’s headers', () => {
  it('over http: the policy, no HSTS', () => {
    const headers = pageSecurityHeaders({ siteUrl: 'http://localhost:8080', thirdParties: NONE }, REMOTES);
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['permissions-policy']).toContain('geolocation=()');
    expect(headers['permissions-policy']).toContain('fullscreen=(self "https://www.youtube-nocookie.com"');
  });

  it('over https: HSTS for a year, subdomains included', () => {
    const headers = pageSecurityHeaders({ siteUrl: 'https://travel.example.com', thirdParties: NONE }, REMOTES);
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('scripts, styles, fonts and manifests from the site and from each remote’s origin, nothing inline', () => {
    const csp = directives(
      contentSecurityPolicy({ siteUrl: 'https://travel.example.com', thirdParties: NONE }, REMOTES),
    );
    const remotes = ['https://cdn.example.net', 'http://192.168.1.5:8082'];
    expect(csp['script-src']).toEqual(["'self'", ...remotes]);
    expect(csp['style-src']).toEqual(["'self'", ...remotes]);
    expect(csp['connect-src']).toEqual(["'self'", ...remotes]);
    expect(csp['font-src']).toEqual(["'self'", ...remotes]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://vumbnail.com']);
    expect(csp['frame-src']).toEqual([
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
      'https://player.vimeo.com',
    ]);
    expect(csp).toMatchObject({
      'default-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('the keyed third parties’ sources, and only theirs', () => {
    const thirdParties = thirdPartiesFromApp({
      google_maps_key: 'k',
      google_maps_url: 'http://127.0.0.1:9999/maps/api/js',
      google_client_id: 'c',
    });
    const csp = directives(contentSecurityPolicy({ siteUrl: 'http://localhost', thirdParties }, []));
    expect(csp['script-src']).toEqual(
      expect.arrayContaining([
        'http://127.0.0.1:9999',
        'https://*.googleapis.com',
        'https://accounts.google.com/gsi/client',
      ]),
    );
    expect(csp['frame-src']).toEqual(
      expect.arrayContaining(['https://*.google.com', 'https://accounts.google.com/gsi/']),
    );
    expect(csp['style-src']).toContain("'unsafe-inline'");
    expect(csp['script-src'].join(' ')).not.toContain('facebook');
    expect(thirdPartiesFromApp({})).toEqual(NONE);
    // a key without a script URL: Google's own
    expect(thirdPartiesFromApp({ google_maps_key: 'k' }).mapsScriptUrl).toBe('https://maps.googleapis.com/maps/api/js');
  });

  it('the open map’s tiles are images from their configured origin, and from no other', () => {
    const thirdParties = thirdPartiesFromApp({ map_tile_url: 'https://tiles.example.org:8443/osm/{z}/{x}/{y}.png' });
    const csp = directives(contentSecurityPolicy({ siteUrl: 'http://localhost', thirdParties }, []));
    expect(csp['img-src']).toContain('https://tiles.example.org:8443');
    expect(csp['script-src'].join(' ')).not.toContain('tiles.example.org');
    const none = directives(contentSecurityPolicy({ siteUrl: 'http://localhost', thirdParties: NONE }, []));
    expect(none['img-src'].join(' ')).not.toContain('tiles.example.org');
    expect(thirdPartiesFromApp({ map_tile_url: 'javascript:alert(1)//{z}/{x}/{y}' }).mapTileOrigin).toBeNull();
  });
});

it('a file’s headers: nothing runs in a document opened from it, never framed', () => {
  expect(fileSecurityHeaders('https://travel.example.com')).toEqual({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  });
  expect(fileSecurityHeaders(null)['strict-transport-security']).toBeUndefined();
});
