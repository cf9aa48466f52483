// The contract's constants, as plain values: the browser reads them at run time, and the schemas (which stay on
// the server: they need the schema builder) are built from them.

/** Interface languages. The site default is zh-Hant-TW, the fallback en. */
export const LANGUAGES = ['zh-Hant-TW', 'en'] as const;
export const DEFAULT_LANGUAGE: (typeof LANGUAGES)[number] = 'zh-Hant-TW';
/**
 * The cookie that carries the language the site shows in this browser (a guest's choice, or the account's once
 * signed in), so the shell's server renders a page's head in the language the app will show it in.
 */
export const LANGUAGE_COOKIE = 'language';
export const FALLBACK_LANGUAGE: (typeof LANGUAGES)[number] = 'en';

/**
 * The element of a served page that carries the API answers its server already read for it (JSON, a list of
 * PageAnswer): the page's screens start from them instead of asking the API again.
 */
export const PAGE_ANSWERS_ELEMENT_ID = 'ti-answers';

/** One API answer a page comes with: the call (by endpoint name, language, path parameters and query) and its envelope. */
export interface PageAnswer {
  name: string;
  language: string;
  /** the call's path parameters (null when it has none) */
  params: Record<string, string | number> | null;
  /** the call's query string, when it has one */
  query?: Record<string, unknown>;
  answer: { code: number; data?: unknown };
}

/** The admin's moderation screen (mf-profile's route): the site path the mails about new reports link to. */
export const MODERATION_PAGE = '/admin/moderation';

/** The page an invitation to plan together opens (the planner's route; the API's invitation mail links to it). */
export const PLAN_INVITATION_PAGE = '/my/plans/invite/:token';

/** Visible type: Public=0, Private=1, Unlisted=2. */
export const VisibleType = { Public: 0, Private: 1, Unlisted: 2 } as const;

/** Media type: Image=1, Video=2. */
export const MediaType = { Image: 1, Video: 2 } as const;

/** The id of the plan a guest keeps in the browser (account plans have numeric ids). */
export const GUEST_PLAN_ID = 'guest';

/** Length rules of a new password (in characters, as the server counts them); every form checks the same. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** What a form sends as its captcha token when the site has no reCAPTCHA key (the server lets it through only
 * outside production). */
export const NO_CAPTCHA_TOKEN = 'no-captcha-configured';

/** A YouTube video id as stored for video media (type 2). */
export const YOUTUBE_VIDEO_ID = '^[A-Za-z0-9_-]{11}$';

/** The longest stay at one stop of a plan's day, in minutes (a whole day). */
export const MAX_STAY_MINUTES = 24 * 60;
/** The most days a plan's itinerary takes (the server refuses more; the planner stops offering another). */
export const MAX_ITINERARY_DAYS = 100;
/** The most operations one `POST /plan/{id}/ops` call carries. */
export const MAX_PLAN_OPS = 100;

/** The longest name a passkey may be given (what the profile's list shows it by). */
export const PASSKEY_NAME_MAX_LENGTH = 64;
