import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from '@sinclair/typebox';
import { canonicalBody, fillPath, fullPath, routes, type RouteDef } from './index';

/**
 * The original API: every call the site makes, written out by hand, one line per call, with the method and
 * path exactly as first specified (paths under /api/v1 unless stated; `{name}` path parameters). Where
 * several paths were listed together ("GET /misc/tnc, /misc/privacy, …", "POST and DELETE …", "/alike,
 * /social-feed, /location") each call has its own line here.
 */
const SPEC_CALLS = `
# Global and misc
GET /api/v1/global/menu
GET /api/v2/global/menu
GET /api/v1/global/search
GET /api/v1/app
GET /api/v1/misc/tnc
GET /api/v1/misc/privacy
GET /api/v1/misc/menu
GET /api/v1/misc/page-seo
POST /api/v1/misc/media-upload
# User
POST /api/v1/user/email_login
GET /api/v1/user/me/logout
POST /api/v1/user/user_exists
POST /api/v1/user/email_sign_up
PUT /api/v1/user/me/change_password
PUT /api/v1/user/me/resend_verify_email
POST /api/v1/user/forgot_password
POST /api/v1/user/reset_password
GET /api/v1/user/verify/{part1}/{part2}/{part3}/
PUT /api/v1/user/me
GET /api/v1/user/me
POST /api/v1/user/facebook_sign_in
POST /api/v1/user/google_sign_in
POST /api/v1/user/twitter_sign_in
POST /api/v1/user/twitter_get_auth_url
GET /api/v1/user/me/video_experience/favorites/{page}
POST /api/v1/user/me/video_experience/favorite/{id}
DELETE /api/v1/user/me/video_experience/favorite/{id}
POST /api/v1/user/me/video_experience/like/{id}
DELETE /api/v1/user/me/video_experience/like/{id}
GET /api/v1/user/me/video_experience/{id}/status
GET /api/v1/user/me/video_experience/history/{page}
DELETE /api/v1/user/me/video_experience/history/{id}
POST /api/v1/user/me/report/video_experience/{expId}
GET /api/v1/user/me/inspiration/poi
GET /api/v1/user/me/inspiration/countries
GET /api/v1/user/inspiration/pois
GET /api/v1/user/inspiration/countries
POST /api/v1/user/me/inspiration/poi
DELETE /api/v1/user/me/inspiration/poi/{poi_id}
# Place
GET /api/v1/place/{placeId}
GET /api/v1/place/home
POST /api/v1/place
# Video experiences
GET /api/v1/video_experience/{id}
DELETE /api/v1/video_experience/{id}
PUT /api/v1/video_experience/{id}
GET /api/v1/video_experience/{id}/view
PUT /api/v1/video_experience/{id}/publish
GET /api/v1/video_experience/user/{userId}
GET /api/v1/video_experience/me
GET /api/v1/video_experience/search
GET /api/v1/video_experience/tags
GET /api/v1/video_experience/{id}/alike
GET /api/v1/video_experience/{id}/social-feed
GET /api/v1/video_experience/{id}/location
GET /api/v1/video_experience/google_place/{placeId}
GET /api/v1/video_experience/for_countries
GET /api/v1/video_experience/for_home
# Posts
POST /api/v1/post/
PUT /api/v1/post/
DELETE /api/v1/post/{id}
POST /api/v1/post/{id}/like
DELETE /api/v1/post/{id}/like
GET /api/v1/post/{id}
GET /api/v1/post/
GET /api/v1/post/
GET /api/v1/post/status/
DELETE /api/v1/post/media-upload
GET /api/v1/post/media/{id}
POST /api/v1/post/media/{id}/manipulate
# Plans
GET /api/v1/plan
GET /api/v1/plan/{id}
POST /api/v1/plan/
POST /api/v1/plan/{id}
DELETE /api/v1/plan/{id}
POST /api/v1/plan/{planId}/place/{placeId}
DELETE /api/v1/plan/{planId}/place/{placeId}
POST /api/v1/plan/load
GET /api/v1/plan/load/place/{id}
`
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));

/** Routes the contract has beyond the original API, each with the reason. */
const BEYOND_SPEC: Record<string, string> = {
  'POST /api/v1/post/media-upload':
    'posts carry media and DELETE /post/media-upload removes an upload, but the original API does not name the upload call',
  'DELETE /api/v1/user/me/video_experience/history': 'clear all history, as users of video sites ask',
  'GET /api/v1/user/session': 'the current-user check of every page: a guest is an answer (null), not a 401',
  'POST /api/v1/user/reset_password/check':
    'the reset page says at once that its link is dead, instead of after the new password is typed',
  'PUT /api/v1/user/me/video_experience/favorite/{id}': 'undo of removing a favorite: back at its old place',
  'PUT /api/v1/user/me/video_experience/history/{id}': 'undo of removing a history entry: back at its old place',
  'GET /api/v1/user/me/video_experience/history_settings': 'pause history recording (read the setting)',
  'PUT /api/v1/user/me/video_experience/history_settings': 'pause or resume history recording',
  'POST /api/v1/plan/{id}/share': 'a read-only share link for a plan',
  'DELETE /api/v1/plan/{id}/share': 'revoke the share link',
  'GET /api/v1/plan/shared/{token}': 'open a shared plan read-only',
  'GET /api/v1/plan/{id}/itinerary': "a plan's days, times and travel modes, beside the plan the original API keeps",
  'PUT /api/v1/plan/{id}/itinerary': "save a plan's days, times and travel modes",
  'GET /api/v1/plan/shared/{token}/itinerary': "a shared plan's itinerary, read-only",
  'POST /api/v1/plan/directions': 'real leg durations from Google when the site has a key, else an estimate',
  'GET /api/v1/plan/{id}/members': "a plan's companions (owner, editors, viewers) with their names and colours",
  'PUT /api/v1/plan/{id}/members/{userId}': "the owner changes a companion's role",
  'DELETE /api/v1/plan/{id}/members/{userId}': 'the owner removes a companion',
  'POST /api/v1/plan/{id}/leave': 'a companion leaves a plan shared with them',
  'GET /api/v1/plan/{id}/invites': "a plan's invitation links",
  'POST /api/v1/plan/{id}/invites': 'invite a companion by link (or e-mail) as editor or viewer',
  'DELETE /api/v1/plan/{id}/invites/{inviteId}': 'revoke an invitation link',
  'GET /api/v1/plan/invite/{token}': 'what an invitation link offers, before signing in',
  'POST /api/v1/plan/invite/{token}/accept': 'join a plan with an invitation link',
  'POST /api/v1/plan/{id}/ops': 'small changes of a plan based on a version: no edit of a companion is lost',
  'GET /api/v1/plan/{id}/activity': "a plan's changes: who changed what, when (and catching up after a version)",
  'GET /api/v1/plan/{id}/events': "a plan's changes and who has it open, live (Server-Sent Events) for its members",
  'GET /api/v1/place/{placeId}/summary':
    "a place page's rating summary and photo strip, counted on the server instead of loading every post",
  'GET /api/v1/place/{placeId}/vlogs': "a place page's vlogs, each with the moment it shows the place",
  'GET /api/v1/video_experience/{id}/chapters':
    'suggested places from the chapter timestamps of a YouTube description (with a YouTube Data API key)',
  'POST /api/v1/user/me/report/post/{postId}': 'posts and their photos can be reported, as experiences are',
  'GET /api/v1/admin/moderation/queue': "the admin's queue of reported items, grouped per item",
  'GET /api/v1/admin/moderation/log': 'the audit list of what the admin did, when and why',
  'POST /api/v1/admin/moderation/{item_type}/{id}/dismiss': "the admin dismisses an item's open reports",
  'POST /api/v1/admin/moderation/{item_type}/{id}/hide': 'the admin hides an experience or a post, with a reason',
  'POST /api/v1/admin/moderation/{item_type}/{id}/restore': 'the admin shows a hidden item again, with a reason',
  'POST /api/v1/user/passkey/sign_in/options': 'sign in with a passkey (WebAuthn): the challenge',
  'POST /api/v1/user/passkey/sign_in': "sign in with a passkey: the browser's assertion",
  'POST /api/v1/user/passkey/sign_up/options': 'sign up with a passkey instead of a password: the challenge',
  'POST /api/v1/user/passkey/sign_up': "sign up with a passkey: the browser's new credential",
  'GET /api/v1/user/me/passkeys': "the profile's list of the account's passkeys",
  'POST /api/v1/user/me/passkeys/options': 'add a passkey in the profile: the challenge',
  'POST /api/v1/user/me/passkeys': "add a passkey in the profile: the browser's new credential",
  'DELETE /api/v1/user/me/passkeys/{id}': 'remove a passkey, never the last way to sign in',
};

/** `:name` → `{name}`, so contract paths compare with the notation of SPEC_CALLS (names included). */
const normalise = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
const keyOf = (r: RouteDef) => `${r.method} ${normalise(fullPath(r.path))}`;

const allRoutes = Object.entries(routes) as Array<[string, RouteDef]>;
const routeByKey = (key: string) => allRoutes.filter(([, r]) => keyOf(r) === key);
const route = (name: keyof typeof routes): RouteDef => routes[name];
const propsOf = (schema: TSchema | null) =>
  Object.keys((schema as { properties?: object } | null)?.properties ?? {}).sort();

describe('contract covers the original API exactly', () => {
  const specKeys = [...new Set(SPEC_CALLS)];

  it('transcription sanity: 78 lines (9 global, 30 user, 3 place, 15 experience, 12 post, 9 plan), the two GET /post/ forms are the only repeat', () => {
    expect(SPEC_CALLS).toHaveLength(78);
    expect(specKeys).toHaveLength(77);
    expect(SPEC_CALLS.filter((k) => k === 'GET /api/v1/post/')).toHaveLength(2);
  });

  it.each(specKeys)('%s has exactly one route', (key) => {
    expect(routeByKey(key).map(([name]) => name)).toHaveLength(1);
  });

  it('has no route outside the original API except the allow-listed ones', () => {
    const extra = allRoutes.map(([, r]) => keyOf(r)).filter((k) => !specKeys.includes(k));
    expect(extra.sort()).toEqual(Object.keys(BEYOND_SPEC).sort());
  });

  it('no two routes share method and path', () => {
    const keys = allRoutes.map(([, r]) => keyOf(r));
    expect(new Set(keys).size).toBe(keys.length);
    expect(allRoutes).toHaveLength(specKeys.length + Object.keys(BEYOND_SPEC).length);
  });

  it('the upload the original API does not name says so in its summary', () => {
    expect(route('uploadPostMedia').summary).toMatch(/added to the original API/i);
  });

  it('moderation and post reports say they were added to the original API, and need sign-in', () => {
    const names = ['reportPost', 'getModerationQueue', 'getModerationLog', 'dismissReports', 'hideItem', 'restoreItem'];
    for (const name of names as Array<keyof typeof routes>) {
      expect(route(name).summary).toMatch(/added to the original API/i);
      expect(route(name).auth).toBe(true);
    }
  });

  it.each(allRoutes)('%s: has a summary, path params match the params schema', (_name, r) => {
    expect(r.summary.length).toBeGreaterThan(5);
    const pathParams = [...r.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]).sort();
    expect(propsOf(r.params)).toEqual(pathParams);
    expect((r.params as { required?: string[] }).required ?? []).toEqual(expect.arrayContaining(pathParams));
    if (r.method === 'GET' || r.method === 'DELETE') expect(r.body).toBeNull();
  });
});

describe('names the original API gives', () => {
  it('keeps the routes the API server already implements', () => {
    expect(Object.keys(routes)).toEqual(
      expect.arrayContaining([
        'getApp',
        'getGlobalMenu',
        'getGlobalMenuV2',
        'emailLogin',
        'logout',
        'getMe',
        'updateMe',
        'getPlaceHome',
        'getPlace',
        'getExperience',
        'getForHome',
        'getForCountries',
      ]),
    );
  });

  it('forgot_password: email + recaptchaToken, both required', () => {
    expect(propsOf(route('forgotPassword').body)).toEqual(['email', 'recaptchaToken']);
    expect((route('forgotPassword').body as unknown as { required: string[] }).required.sort()).toEqual([
      'email',
      'recaptchaToken',
    ]);
  });

  it('report: report + recaptchaToken, expId path param', () => {
    expect(propsOf(route('reportExperience').body)).toEqual(['recaptchaToken', 'report']);
    expect(route('reportExperience').path).toBe('/user/me/report/video_experience/:expId');
  });

  it('user bodies: snake_case fields with their camelCase aliases', () => {
    // beyond the original three: the captcha answer asked for after repeated wrong passwords on one account
    expect(propsOf(route('emailLogin').body)).toEqual(['email', 'password', 'recaptchaToken', 'remember']);
    expect(propsOf(route('userExists').body)).toEqual(['email', 'password']);
    expect(propsOf(route('emailSignUp').body)).toEqual(['email', 'password']);
    expect(propsOf(route('resetPassword').body)).toEqual(['password', 'token']);
    // beyond the original API: a new e-mail address needs the current password
    expect(propsOf(route('updateMe').body)).toEqual(
      [
        'current_password',
        'currentPassword',
        'display_name',
        'displayName',
        'email',
        'interface_language',
        'interfaceLanguage',
      ].sort(),
    );
    expect(propsOf(route('changePassword').body)).toEqual(
      ['current_password', 'currentPassword', 'new_password', 'newPassword'].sort(),
    );
    expect(propsOf(route('facebookSignIn').body)).toEqual(['tnc', 'token']);
    expect(propsOf(route('googleSignIn').body)).toEqual(['tnc', 'token']);
    expect(propsOf(route('twitterSignIn').body)).toEqual(
      expect.arrayContaining(['oauth_token', 'oauth_verifier', 'oauth_secret', 'tnc', 'oauthToken']),
    );
    expect(propsOf(route('twitterGetAuthUrl').body)).toEqual(['tnc']);
    expect(propsOf(route('addInspirationPois').body)).toEqual(['poi_ids']);
  });

  it('experience search query keys', () => {
    expect(propsOf(route('searchExperiences').query)).toEqual(
      [
        'place_id',
        'mode',
        'country_place_id',
        'area_place_id',
        'poi_id',
        'tag_id',
        'reviews',
        'only_count',
        'type_filter',
        'page',
        'fields',
      ].sort(),
    );
    expect((route('searchExperiences').query.properties.place_id as unknown as { type: string }).type).toBe('string');
  });

  it('global search query keys', () => {
    expect(propsOf(route('globalSearch').query)).toEqual(
      [
        'mode',
        'page',
        'place_id',
        'country_place_ids',
        'area_place_ids',
        'poi_ids',
        'tag_ids',
        'reviews',
        'only_count',
        'type_filter',
        'fields',
      ].sort(),
    );
  });

  it('post bodies: create has timezone_offset, update has post_id and no timezone', () => {
    const create = ['place_id', 'batch_id', 'post', 'recommend', 'media', 'is_local', 'timezone_offset'];
    expect(propsOf(route('createPost').body)).toEqual([...create].sort());
    expect(propsOf(route('updatePost').body)).toEqual(
      ['post_id', ...create.filter((f) => f !== 'timezone_offset')].sort(),
    );
    // the original names, and `cursor`: an optional keyset position so "Show more" skips nothing after a delete
    expect(propsOf(route('getPosts').query)).toEqual(
      ['place_id', 'page', 'user_id', 'reviews', 'country_ids', 'tag_ids', 'fields', 'cursor'].sort(),
    );
    expect(propsOf(route('getPostStatus').query)).toEqual(['place_id']);
    expect(propsOf(route('deletePostMedia').query)).toEqual(['batch_id', 'file', 'media_id', 'place_id']);
    expect(propsOf(route('rotatePostMedia').body)).toEqual(['degree']);
  });

  it('other query and body names', () => {
    expect(propsOf(route('getMyInspirationPois').query)).toEqual(['country_id']);
    expect(propsOf(route('getInspirationPois').query)).toEqual(['country_id', 'poiIds']);
    expect(propsOf(route('getInspirationCountries').query)).toEqual(['poiIds']);
    expect(propsOf(route('findOrCreatePlace').query)).toEqual(['google_place_id']);
    expect(propsOf(route('getUserExperiences').query)).toEqual(['exp_ids']);
    expect(propsOf(route('getExperience').query)).toEqual(['fields', 'mode']);
    // + optional migration_key: the idempotency key of the guest → account move (planner, beyond the original API)
    expect(propsOf(route('createPlan').body)).toEqual(['migration_key', 'notes', 'plan_name', 'plan_places']);
    expect(propsOf(route('insertPlanPlace').body)).toEqual(['action', 'on_place_id']);
    expect(propsOf(route('uploadMedia').body)).toEqual(['duration', 'type', 'video_id']);
  });

  it('multipart routes are the two uploads', () => {
    expect(
      allRoutes
        .filter(([, r]) => r.multipart)
        .map(([n]) => n)
        .sort(),
    ).toEqual(['uploadMedia', 'uploadPostMedia']);
  });

  it('every /user/me… route, post/plan write and upload needs a signed-in user', () => {
    for (const [name, r] of allRoutes) {
      const p = fullPath(r.path);
      const needs =
        (p.startsWith('/api/v1/user/me') && name !== 'logout') ||
        r.multipart ||
        (p.startsWith('/api/v1/post') && r.method !== 'GET') ||
        (p.startsWith('/api/v1/plan') &&
          !p.startsWith('/api/v1/plan/load') &&
          !p.startsWith('/api/v1/plan/shared') &&
          name !== 'getPlanInvitation');
      if (needs) expect([name, r.auth]).toEqual([name, true]);
    }
    // guests use these
    for (const name of [
      'loadGuestPlan',
      'loadPlanPlace',
      'getSharedPlan',
      // an invitation shows what it offers before its holder signs in or signs up
      'getPlanInvitation',
      'getInspirationPois',
      'globalSearch',
      'searchExperiences',
      'getPosts',
    ] as const)
      expect([name, route(name).auth]).toEqual([name, undefined]);
  });
});

describe('schemas validate as JSON schema (what the server does)', () => {
  const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, allErrors: false, strict: false });
  addFormats(ajv);
  const check = (schema: TSchema, value: unknown) => ajv.validate(schema, value);

  it.each(allRoutes)('%s: every schema compiles', (_name, r) => {
    for (const s of [r.params, r.query, r.body, r.data, r.result]) if (s) expect(() => ajv.compile(s)).not.toThrow();
  });

  it('id lists in query strings are comma-joined digits', () => {
    const q = route('searchExperiences').query;
    expect(check(q, { tag_id: '1,2,3' })).toBe(true);
    expect(check(q, { tag_id: '' })).toBe(true);
    expect(check(q, { tag_id: '1,,2' })).toBe(false);
    expect(check(q, { tag_id: '1,a' })).toBe(false);
    expect(check(route('getUserExperiences').query, { exp_ids: '4' })).toBe(true);
    expect(check(route('getInspirationPois').query, { poiIds: '1;2' })).toBe(false);
  });

  it('the search term place_id is free text', () => {
    expect(check(route('searchExperiences').query, { place_id: 'Taipei 101', page: '2' })).toBe(true);
    expect(check(route('globalSearch').query, { place_id: '台北', page: 0 })).toBe(false);
  });

  it('enums: plan action, rotation degree, media-upload type, country_id 0 = all', () => {
    const action = route('insertPlanPlace').body!;
    for (const a of ['insert', 'insert_after', 'insert_before'])
      expect(check(action, { action: a, on_place_id: 3 })).toBe(true);
    expect(check(action, { action: 'append' })).toBe(false);
    const degree = route('rotatePostMedia').body!;
    for (const d of [90, 180, 270, -90]) expect(check(degree, { degree: d })).toBe(true);
    for (const d of [0, 45, 360, -180]) expect(check(degree, { degree: d })).toBe(false);
    expect(check(route('uploadMedia').body!, { type: 'youtube', video_id: 'dQw4w9WgXcQ', duration: 212 })).toBe(true);
    expect(check(route('uploadMedia').body!, { type: 'tiktok', video_id: 'x', duration: 1 })).toBe(false);
    expect(check(route('getMyInspirationPois').query, { country_id: '0' })).toBe(true);
    expect(check(route('getMyInspirationPois').query, { country_id: '-1' })).toBe(false);
  });

  it('ids in paths are positive integers', () => {
    expect(check(route('getPost').params, { id: '12' })).toBe(true);
    expect(check(route('getPost').params, { id: '0' })).toBe(false);
    expect(check(route('getPost').params, { id: 'abc' })).toBe(false);
    expect(check(route('getFavorites').params, { page: '1' })).toBe(true);
  });

  it('aliased required fields: either spelling satisfies, neither fails', () => {
    const body = route('changePassword').body!;
    expect(check(body, { current_password: 'old', new_password: 'new-password' })).toBe(true);
    expect(check(body, { currentPassword: 'old', newPassword: 'new-password' })).toBe(true);
    expect(check(body, { newPassword: 'new-password' })).toBe(false);
    const tw = route('twitterSignIn').body!;
    expect(check(tw, { oauthToken: 't', oauth_verifier: 'v', tnc: true })).toBe(true);
    expect(check(tw, { tnc: true })).toBe(false);
    expect(canonicalBody({ currentPassword: 'a', new_password: 'b', newPassword: 'c' })).toEqual({
      current_password: 'a',
      new_password: 'b',
    });
  });

  it('post bodies', () => {
    const post = {
      place_id: 5,
      batch_id: 'b-1',
      post: 'Lovely',
      recommend: 5,
      media: [{ id: 3, degree: 90 }],
      is_local: false,
      timezone_offset: -480,
    };
    expect(check(route('createPost').body!, post)).toBe(true);
    expect(check(route('createPost').body!, { ...post, recommend: 6 })).toBe(false);
    const { timezone_offset: _tz, ...update } = post;
    expect(check(route('updatePost').body!, { post_id: 9, ...update })).toBe(true);
    expect(check(route('updatePost').body!, update)).toBe(false);
  });
});

describe('fullPath / fillPath', () => {
  it('prefixes /api/v1 unless the path is already under /api/', () => {
    expect(fullPath('/app')).toBe('/api/v1/app');
    expect(fullPath('/post/')).toBe('/api/v1/post/');
    expect(fullPath('/api/v2/global/menu')).toBe('/api/v2/global/menu');
  });

  it('fills :name parameters, URI-encoded, keeping trailing slashes', () => {
    expect(fillPath('/user/verify/:part1/:part2/:part3/', { part1: 'a', part2: 'b c', part3: 'x/y' })).toBe(
      '/user/verify/a/b%20c/x%2Fy/',
    );
    expect(fillPath('/plan/:planId/place/:placeId', { planId: 3, placeId: 40 })).toBe('/plan/3/place/40');
    expect(fillPath('/user/me/inspiration/poi/:poi_id', { poi_id: 7 })).toBe('/user/me/inspiration/poi/7');
    expect(fillPath('/post/')).toBe('/post/');
  });

  it('throws on a missing parameter', () => {
    expect(() => fillPath('/post/:id', {})).toThrow('missing path parameter id');
    expect(() => fillPath('/post/:id', { id: null })).toThrow();
  });
});
