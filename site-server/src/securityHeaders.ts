// What each answer of the site lets the browser do: one policy, written here and sent by the shell's server (its
// pages and files), the remotes' server (their files) and nginx (the files it serves itself; deploy/nginx.mjs
// renders these very headers into its configuration).

/** The third parties a page may use, each only when the site is configured for it (the API's keys). */
export interface ThirdParties {
  /** the Maps JavaScript API is keyed (GOOGLE_MAPS_BROWSER_KEY): its script URL, Google's unless overridden */
  mapsScriptUrl: string | null;
  /** sign-in with Google (GOOGLE_CLIENT_ID): Google's sign-in script, its styles and its frame */
  googleSignIn: boolean;
  /** sign-in with Facebook (FACEBOOK_APP_ID): Facebook's SDK and its frame */
  facebookSignIn: boolean;
  /** the origin of the open map's tiles (MAP_TILE_URL), which the map's <img> elements load; null: no tiles */
  mapTileOrigin: string | null;
}

export interface SecurityPolicyConfig {
  /** the site's public origin: HSTS when it is https */
  siteUrl: string;
  thirdParties: ThirdParties;
}

export const GOOGLE_MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';

/** What the API's `GET /app` says of the third parties it is keyed for (the browser reads the same answer). */
export interface KeyedThirdParties {
  google_maps_key?: string;
  google_maps_url?: string;
  map_tile_url?: string;
  google_client_id?: string;
  facebook_app_id?: string;
}

/**
 * The third parties a page may use, from the API's own answer: the API holds the keys, and the page uses a third
 * party exactly when that answer hands the browser its key, so the policy and the page never disagree.
 */
export function thirdPartiesFromApp(app: KeyedThirdParties): ThirdParties {
  return {
    mapsScriptUrl: app.google_maps_key ? app.google_maps_url || GOOGLE_MAPS_SCRIPT_URL : null,
    googleSignIn: Boolean(app.google_client_id),
    facebookSignIn: Boolean(app.facebook_app_id),
    // a tile URL template ({z}/{x}/{y}) is a URL whose origin is the tiles'
    mapTileOrigin: app.map_tile_url ? originOf(app.map_tile_url) : null,
  };
}

/** No third party: the policy until the API has said which it is keyed for. */
export const NO_THIRD_PARTIES: ThirdParties = {
  mapsScriptUrl: null,
  googleSignIn: false,
  facebookSignIn: false,
  mapTileOrigin: null,
};

/** The video players a page embeds (mf-experience's playerProtocol.ts) and where their still images come from. */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];
const VIDEO_STILLS = ['https://i.ytimg.com', 'https://vumbnail.com'];

/** The Maps JavaScript API's own sources (Google's documented CSP for it). */
const GOOGLE_MAPS = {
  script: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  frame: ['https://*.google.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
};

/** The origin of an absolute http(s) URL, or null. */
function originOf(url: string): string | null {
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

const isHttps = (siteUrl: string) => siteUrl.startsWith('https://');

function unique(sources: (string | null | false)[]): string[] {
  return [...new Set(sources.filter((s): s is string => Boolean(s)))];
}

/**
 * A page's Content-Security-Policy. Its scripts, styles and fonts come from the site and from each remote's origin
 * (`remoteUrls`: where each remote's mf-manifest.json is for this request, so a `{port}` remote is on the host the
 * browser used), which the page also fetches (the manifests); nothing inline executes (the page's JSON blocks are
 * data, and every script and stylesheet the build or the federation runtime adds is a file), so there is no
 * 'unsafe-inline' for scripts, and none for styles unless a configured third party writes inline styles.
 */
export function contentSecurityPolicy(config: SecurityPolicyConfig, remoteUrls: string[]): string {
  const remotes = unique(remoteUrls.map(originOf));
  const { mapsScriptUrl, googleSignIn, facebookSignIn, mapTileOrigin } = config.thirdParties;
  const maps = mapsScriptUrl !== null;
  const google = 'https://accounts.google.com';
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      unique([
        "'self'",
        ...remotes,
        maps && originOf(mapsScriptUrl),
        ...(maps ? GOOGLE_MAPS.script : []),
        googleSignIn && `${google}/gsi/client`,
        facebookSignIn && 'https://connect.facebook.net',
      ]),
    ],
    [
      'style-src',
      unique([
        "'self'",
        ...remotes,
        ...(maps ? GOOGLE_MAPS.style : []),
        googleSignIn && `${google}/gsi/style`,
        // the Maps API and Google's sign-in button style their elements inline
        (maps || googleSignIn) && "'unsafe-inline'",
      ]),
    ],
    ['font-src', unique(["'self'", ...remotes, ...(maps ? GOOGLE_MAPS.font : [])])],
    ['img-src', unique(["'self'", 'data:', 'blob:', ...VIDEO_STILLS, mapTileOrigin, ...(maps ? GOOGLE_MAPS.img : [])])],
    ['media-src', ["'self'", 'blob:']],
    [
      'connect-src',
      unique([
        "'self'",
        ...remotes,
        ...(maps ? GOOGLE_MAPS.connect : []),
        googleSignIn && `${google}/gsi/`,
        facebookSignIn && 'https://*.facebook.com',
      ]),
    ],
    [
      'frame-src',
      unique([
        ...VIDEO_PLAYERS,
        ...(maps ? GOOGLE_MAPS.frame : []),
        googleSignIn && `${google}/gsi/`,
        facebookSignIn && 'https://*.facebook.com',
      ]),
    ],
    // the site's service worker (/sw.js) and its web app manifests, from the site itself only
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * Browser features no page uses are denied to it and to every frame; the video players may autoplay, play
 * protected media, go full screen and picture-in-picture (VideoPlayer's `allow`).
 */
export function permissionsPolicy(): string {
  const players = `(self ${VIDEO_PLAYERS.map((o) => `"${o}"`).join(' ')})`;
  const denied = [
    'accelerometer',
    'camera',
    'display-capture',
    'geolocation',
    'gyroscope',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ];
  const delegated = ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'];
  return [...denied.map((f) => `${f}=()`), ...delegated.map((f) => `${f}=${players}`)].join(', ');
}

/** Headers every answer carries: no sniffing, never framed, the referrer's path kept on the site, HSTS over https. */
function commonHeaders(siteUrl: string | null): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(siteUrl && isHttps(siteUrl) ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** A page's headers (the shell's server, for each request). */
export function pageSecurityHeaders(config: SecurityPolicyConfig, remoteUrls: string[]): Record<string, string> {
  return {
    ...commonHeaders(config.siteUrl),
    'content-security-policy': contentSecurityPolicy(config, remoteUrls),
    'permissions-policy': permissionsPolicy(),
  };
}

/**
 * A file's headers (a script, a stylesheet, an image, a manifest, an error): a document opened from one (an SVG, a
 * text file) runs nothing and is never framed. `siteUrl` null: a server that does not know the site's origin (a
 * remote's, possibly elsewhere) sends no HSTS.
 */
export function fileSecurityHeaders(siteUrl: string | null): Record<string, string> {
  return {
    ...commonHeaders(siteUrl),
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  };
}

/** The site's service worker script: its address on the shell's origin (its scope is the whole site). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The service worker script's headers. A worker runs under the policy of its script's answer, and it fetches: the
 * requests of the pages it serves (each already allowed by the page's own policy, which the browser checks before
 * the worker sees it) and the files of the remotes' current builds, wherever the remote map puts them now (the map
 * changes without a new worker, so no list written into this policy would stay right). So it may connect anywhere
 * and do nothing else: no script of another origin (its code is one bundled file), no frame, no document of its own.
 */
export function serviceWorkerSecurityHeaders(siteUrl: string | null): Record<string, string> {
  return {
    ...commonHeaders(siteUrl),
    'content-security-policy': "default-src 'none'; script-src 'self'; connect-src *; frame-ancestors 'none'",
  };
}
