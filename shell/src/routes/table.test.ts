import { EXPOSED_MODULES, type RemoteName } from 'shared';
import { routes as authRoutes } from 'mf-auth/routes';
import { routes as discoveryRoutes } from 'mf-discovery/routes';
import { routes as experienceRoutes } from 'mf-experience/routes';
import { routes as plannerRoutes } from 'mf-planner/routes';
import { routes as profileRoutes } from 'mf-profile/routes';
import { footerFor, loginUrl, matchRoute, ROUTES } from './table';

describe('route table', () => {
  it.each([
    ['/', 'mf_discovery', 'HomePage', {}],
    ['/search', 'mf_discovery', 'SearchPage', {}],
    ['/tag/night-market', 'mf_discovery', 'SearchPage', { slug: 'night-market' }],
    ['/place/12--taipei-101', 'mf_discovery', 'PlacePage', { placeId: '12', slug: 'taipei-101' }],
    ['/experience/7--a-day-in-taipei', 'mf_experience', 'ExperiencePage', { expId: '7', slug: 'a-day-in-taipei' }],
    ['/vlog/7--a-day', 'mf_experience', 'ExperiencePage', { expId: '7', slug: 'a-day' }],
    ['/experience/upload', 'mf_experience', 'UploadPage', {}],
    ['/experience/edit/7', 'mf_experience', 'EditPage', { expId: '7' }],
    ['/experience/publish/7--slug', 'mf_experience', 'PublishPage', { expId: '7', slug: 'slug' }],
    ['/my/experiences', 'mf_experience', 'MyExperiencesPage', {}],
    ['/user/3/experiences', 'mf_experience', 'UserExperiencesPage', { userId: '3' }],
    ['/login', 'mf_auth', 'UserFormPage', {}],
    ['/signup', 'mf_auth', 'UserFormPage', {}],
    ['/forgot-password', 'mf_auth', 'UserFormPage', {}],
    ['/reset-password/abc123', 'mf_auth', 'UserFormPage', { token: 'abc123' }],
    ['/email-verify/a/b/c', 'mf_auth', 'EmailVerifyPage', { part1: 'a', part2: 'b', part3: 'c' }],
    ['/my/inspiration', 'mf_planner', 'InspirationPage', {}],
    ['/my/plans', 'mf_planner', 'PlansPage', {}],
    ['/my/plans/guest', 'mf_planner', 'PlannerPage', { planId: 'guest' }],
    ['/plans/shared/Ab_-9', 'mf_planner', 'SharedPlanPage', { token: 'Ab_-9' }],
    ['/my/favorites', 'mf_profile', 'FavoritesPage', {}],
    ['/my/history', 'mf_profile', 'HistoryPage', {}],
    ['/my/edit-profile', 'mf_profile', 'EditProfilePage', {}],
    ['/my/change-password', 'mf_profile', 'ChangePasswordPage', {}],
    ['/user/3/posts', 'mf_profile', 'UserPostsPage', { userId: '3' }],
    ['/post/9', 'mf_profile', 'PostPage', { postId: '9' }],
    ['/admin/moderation', 'mf_profile', 'ModerationPage', {}],
  ])('%s → %s/%s', (path, remote, module, params) => {
    const m = matchRoute(path);
    expect(m.entry.remote).toEqual({ remote, module });
    expect(m.params).toEqual(params);
  });

  it.each(['/sandbox', '/404', '/terms-conditions', '/privacy-policy'])('%s is a shell page', (path) => {
    expect(matchRoute(path).entry.shell).toBeDefined();
    expect(matchRoute(path).entry.remote).toBeUndefined();
  });

  it.each(['/nope', '/experience/abc--slug', '/experience/12', '/place/x--y', '/my/plans/1/extra', '/post/abc'])(
    'anything else (%s) is the 404 page',
    (path) => {
      expect(matchRoute(path).entry.shell).toBe('notFound');
    },
  );

  it('marks exactly the login-required routes', () => {
    const required = ROUTES.filter((r) => r.loginRequired).map((r) => r.pattern);
    expect(required.sort()).toEqual(
      [
        '/my/favorites',
        '/my/history',
        '/my/edit-profile',
        '/my/change-password',
        '/my/experiences',
        '/experience/upload',
        '/experience/edit/:expId',
        '/experience/publish/:expId--:slug',
        '/admin/moderation',
      ].sort(),
    );
  });

  it('keeps the slug whole when it contains dashes, and decodes it', () => {
    expect(matchRoute('/experience/5--a--b-c').params).toEqual({ expId: '5', slug: 'a--b-c' });
    expect(matchRoute('/place/5--%E5%A4%9C%E5%B8%82').params).toEqual({ placeId: '5', slug: '夜市' });
  });

  it('builds /login?returnUrl with the encoded current path', () => {
    expect(loginUrl('/my/favorites')).toBe('/login?returnUrl=%2Fmy%2Ffavorites');
    expect(loginUrl('/my/plans/3?x=1')).toBe('/login?returnUrl=%2Fmy%2Fplans%2F3%3Fx%3D1');
  });
});

describe('the remotes’ route declarations', () => {
  const declared: Record<RemoteName, readonly { remote: { remote: string; module: string } }[]> = {
    mf_auth: authRoutes,
    mf_discovery: discoveryRoutes,
    mf_experience: experienceRoutes,
    mf_planner: plannerRoutes,
    mf_profile: profileRoutes,
  };

  it.each(Object.keys(EXPOSED_MODULES) as RemoteName[])(
    '%s declares routes to its own page modules only, one at least for each page module it exposes',
    (remote) => {
      const pages = Object.entries(EXPOSED_MODULES[remote]).flatMap(([module, exposed]) =>
        exposed.kind === 'page' ? [module] : [],
      );
      expect(declared[remote].every((route) => route.remote.remote === remote)).toBe(true);
      expect([...new Set(declared[remote].map((route) => route.remote.module))].sort()).toEqual(pages.sort());
    },
  );

  it('the table is every remote’s declarations and the shell’s own pages, no pattern declared twice', () => {
    const fromRemotes = Object.values(declared).flat();
    expect(ROUTES.filter((route) => route.remote)).toEqual(expect.arrayContaining(fromRemotes));
    expect(ROUTES.filter((route) => route.remote)).toHaveLength(fromRemotes.length);
    expect(new Set(ROUTES.map((route) => route.pattern)).size).toBe(ROUTES.length);
  });
});

describe('footer colour', () => {
  it.each([
    ['/my/history', 'yellow'],
    ['/my/favorites', 'green'],
    ['/my/change-password', 'green'],
    ['/my/edit-profile', 'green'],
    ['/', undefined],
    ['/search', undefined],
    ['/my/plans', undefined],
    ['/my/history/extra', undefined],
    ['/nowhere', undefined],
  ])('%s → %s', (path, colour) => {
    expect(footerFor(path)).toBe(colour);
  });
});
