// Every call of the API by name: its method and path, as plain data. The browser's client calls with these; the
// route schemas (./index.ts, server side: they need the schema builder) are built on them, so each method and path
// is written once.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Where a call goes. `path` is relative to `/api/v1` unless it starts with `/api/` (e.g. `/api/v2/global/menu`).
 * Path parameters are written `:name`.
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
}

export const endpoints = {
  // Global and misc (./global.ts)
  getApp: { method: 'GET', path: '/app' },
  getGlobalMenu: { method: 'GET', path: '/global/menu' },
  getGlobalMenuV2: { method: 'GET', path: '/api/v2/global/menu' },
  globalSearch: { method: 'GET', path: '/global/search' },
  getTnc: { method: 'GET', path: '/misc/tnc' },
  getPrivacy: { method: 'GET', path: '/misc/privacy' },
  getMiscMenu: { method: 'GET', path: '/misc/menu' },
  getPageSeo: { method: 'GET', path: '/misc/page-seo' },
  uploadMedia: { method: 'POST', path: '/misc/media-upload' },
  // Account (./user.ts)
  emailLogin: { method: 'POST', path: '/user/email_login' },
  logout: { method: 'GET', path: '/user/me/logout' },
  userExists: { method: 'POST', path: '/user/user_exists' },
  emailSignUp: { method: 'POST', path: '/user/email_sign_up' },
  changePassword: { method: 'PUT', path: '/user/me/change_password' },
  resendVerifyEmail: { method: 'PUT', path: '/user/me/resend_verify_email' },
  forgotPassword: { method: 'POST', path: '/user/forgot_password' },
  resetPassword: { method: 'POST', path: '/user/reset_password' },
  checkResetToken: { method: 'POST', path: '/user/reset_password/check' },
  verifyEmail: { method: 'GET', path: '/user/verify/:part1/:part2/:part3/' },
  getMe: { method: 'GET', path: '/user/me' },
  getSession: { method: 'GET', path: '/user/session' },
  updateMe: { method: 'PUT', path: '/user/me' },
  facebookSignIn: { method: 'POST', path: '/user/facebook_sign_in' },
  googleSignIn: { method: 'POST', path: '/user/google_sign_in' },
  twitterSignIn: { method: 'POST', path: '/user/twitter_sign_in' },
  twitterGetAuthUrl: { method: 'POST', path: '/user/twitter_get_auth_url' },
  // Passkeys (./passkey.ts)
  passkeySignInOptions: { method: 'POST', path: '/user/passkey/sign_in/options' },
  passkeySignIn: { method: 'POST', path: '/user/passkey/sign_in' },
  passkeySignUpOptions: { method: 'POST', path: '/user/passkey/sign_up/options' },
  passkeySignUp: { method: 'POST', path: '/user/passkey/sign_up' },
  getPasskeys: { method: 'GET', path: '/user/me/passkeys' },
  addPasskeyOptions: { method: 'POST', path: '/user/me/passkeys/options' },
  addPasskey: { method: 'POST', path: '/user/me/passkeys' },
  removePasskey: { method: 'DELETE', path: '/user/me/passkeys/:id' },
  // The signed-in user's favorites, likes, history and reports (./userContent.ts)
  getFavorites: { method: 'GET', path: '/user/me/video_experience/favorites/:page' },
  addFavorite: { method: 'POST', path: '/user/me/video_experience/favorite/:id' },
  removeFavorite: { method: 'DELETE', path: '/user/me/video_experience/favorite/:id' },
  restoreFavorite: { method: 'PUT', path: '/user/me/video_experience/favorite/:id' },
  likeExperience: { method: 'POST', path: '/user/me/video_experience/like/:id' },
  unlikeExperience: { method: 'DELETE', path: '/user/me/video_experience/like/:id' },
  getExperienceStatus: { method: 'GET', path: '/user/me/video_experience/:id/status' },
  getHistory: { method: 'GET', path: '/user/me/video_experience/history/:page' },
  deleteHistoryEntry: { method: 'DELETE', path: '/user/me/video_experience/history/:id' },
  restoreHistoryEntry: { method: 'PUT', path: '/user/me/video_experience/history/:id' },
  clearHistory: { method: 'DELETE', path: '/user/me/video_experience/history' },
  getHistorySettings: { method: 'GET', path: '/user/me/video_experience/history_settings' },
  setHistorySettings: { method: 'PUT', path: '/user/me/video_experience/history_settings' },
  reportExperience: { method: 'POST', path: '/user/me/report/video_experience/:expId' },
  // Inspiration list (./userContent.ts)
  getMyInspirationPois: { method: 'GET', path: '/user/me/inspiration/poi' },
  getMyInspirationCountries: { method: 'GET', path: '/user/me/inspiration/countries' },
  getInspirationPois: { method: 'GET', path: '/user/inspiration/pois' },
  getInspirationCountries: { method: 'GET', path: '/user/inspiration/countries' },
  addInspirationPois: { method: 'POST', path: '/user/me/inspiration/poi' },
  removeInspirationPoi: { method: 'DELETE', path: '/user/me/inspiration/poi/:poi_id' },
  // Places (./place.ts)
  getPlaceHome: { method: 'GET', path: '/place/home' },
  getPlace: { method: 'GET', path: '/place/:placeId' },
  findOrCreatePlace: { method: 'POST', path: '/place' },
  getPlaceSummary: { method: 'GET', path: '/place/:placeId/summary' },
  getPlaceVlogs: { method: 'GET', path: '/place/:placeId/vlogs' },
  // Experience videos (./experience.ts)
  getExperience: { method: 'GET', path: '/video_experience/:id' },
  deleteExperience: { method: 'DELETE', path: '/video_experience/:id' },
  updateExperience: { method: 'PUT', path: '/video_experience/:id' },
  viewExperience: { method: 'GET', path: '/video_experience/:id/view' },
  publishExperience: { method: 'PUT', path: '/video_experience/:id/publish' },
  getUserExperiences: { method: 'GET', path: '/video_experience/user/:userId' },
  getMyExperiences: { method: 'GET', path: '/video_experience/me' },
  searchExperiences: { method: 'GET', path: '/video_experience/search' },
  getTags: { method: 'GET', path: '/video_experience/tags' },
  getAlikeExperiences: { method: 'GET', path: '/video_experience/:id/alike' },
  getExperienceSocialFeed: { method: 'GET', path: '/video_experience/:id/social-feed' },
  getExperienceLocation: { method: 'GET', path: '/video_experience/:id/location' },
  getExperiencesByGooglePlace: { method: 'GET', path: '/video_experience/google_place/:placeId' },
  getExperienceChapters: { method: 'GET', path: '/video_experience/:id/chapters' },
  getForHome: { method: 'GET', path: '/video_experience/for_home' },
  getForCountries: { method: 'GET', path: '/video_experience/for_countries' },
  // Posts (./post.ts)
  createPost: { method: 'POST', path: '/post/' },
  updatePost: { method: 'PUT', path: '/post/' },
  deletePost: { method: 'DELETE', path: '/post/:id' },
  likePost: { method: 'POST', path: '/post/:id/like' },
  unlikePost: { method: 'DELETE', path: '/post/:id/like' },
  getPost: { method: 'GET', path: '/post/:id' },
  getPosts: { method: 'GET', path: '/post/' },
  getPostStatus: { method: 'GET', path: '/post/status/' },
  uploadPostMedia: { method: 'POST', path: '/post/media-upload' },
  deletePostMedia: { method: 'DELETE', path: '/post/media-upload' },
  getPostMedia: { method: 'GET', path: '/post/media/:id' },
  rotatePostMedia: { method: 'POST', path: '/post/media/:id/manipulate' },
  // Reports on posts and the admin's moderation (./moderation.ts)
  reportPost: { method: 'POST', path: '/user/me/report/post/:postId' },
  getModerationQueue: { method: 'GET', path: '/admin/moderation/queue' },
  getModerationLog: { method: 'GET', path: '/admin/moderation/log' },
  dismissReports: { method: 'POST', path: '/admin/moderation/:item_type/:id/dismiss' },
  hideItem: { method: 'POST', path: '/admin/moderation/:item_type/:id/hide' },
  restoreItem: { method: 'POST', path: '/admin/moderation/:item_type/:id/restore' },
  // Plans (./plan.ts)
  getPlans: { method: 'GET', path: '/plan' },
  getPlan: { method: 'GET', path: '/plan/:id' },
  createPlan: { method: 'POST', path: '/plan/' },
  updatePlan: { method: 'POST', path: '/plan/:id' },
  deletePlan: { method: 'DELETE', path: '/plan/:id' },
  insertPlanPlace: { method: 'POST', path: '/plan/:planId/place/:placeId' },
  removePlanPlace: { method: 'DELETE', path: '/plan/:planId/place/:placeId' },
  loadGuestPlan: { method: 'POST', path: '/plan/load' },
  sharePlan: { method: 'POST', path: '/plan/:id/share' },
  unsharePlan: { method: 'DELETE', path: '/plan/:id/share' },
  getSharedPlan: { method: 'GET', path: '/plan/shared/:token' },
  loadPlanPlace: { method: 'GET', path: '/plan/load/place/:id' },
  // A plan's itinerary (./itinerary.ts)
  getPlanItinerary: { method: 'GET', path: '/plan/:id/itinerary' },
  savePlanItinerary: { method: 'PUT', path: '/plan/:id/itinerary' },
  getSharedPlanItinerary: { method: 'GET', path: '/plan/shared/:token/itinerary' },
  getTravelLegs: { method: 'POST', path: '/plan/directions' },
  // Plans together: companions, invitations, small operations, activity (./planTogether.ts)
  getPlanMembers: { method: 'GET', path: '/plan/:id/members' },
  setPlanMemberRole: { method: 'PUT', path: '/plan/:id/members/:userId' },
  removePlanMember: { method: 'DELETE', path: '/plan/:id/members/:userId' },
  leavePlan: { method: 'POST', path: '/plan/:id/leave' },
  getPlanInvites: { method: 'GET', path: '/plan/:id/invites' },
  createPlanInvite: { method: 'POST', path: '/plan/:id/invites' },
  revokePlanInvite: { method: 'DELETE', path: '/plan/:id/invites/:inviteId' },
  getPlanInvitation: { method: 'GET', path: '/plan/invite/:token' },
  acceptPlanInvite: { method: 'POST', path: '/plan/invite/:token/accept' },
  applyPlanOps: { method: 'POST', path: '/plan/:id/ops' },
  getPlanActivity: { method: 'GET', path: '/plan/:id/activity' },
  getPlanEvents: { method: 'GET', path: '/plan/:id/events' },
} as const satisfies Record<string, Endpoint>;
export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** Full URL path of a route, with `/api/v1` prefixed unless the path is already absolute under `/api/`. */
export function fullPath(path: string): string {
  return path.startsWith('/api/') ? path : `/api/v1${path}`;
}

/** Fill `:name` path parameters. Values are URI-encoded. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
