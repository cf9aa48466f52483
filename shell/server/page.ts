import { parseCookie } from 'cookie';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  PAGE_ANSWERS_ELEMENT_ID,
  type ApiRoutes,
  type DataOf,
  type Language,
  type PageAnswer,
  type RouteName,
} from 'contract';
import { normalizeLanguage, type PageItem } from 'contract/format';
import { matchRoute } from '../src/routes/table';
import { pageItemRequest, type PageItemRequest } from '../src/seo/pageItem';
import { createApiClient, type ApiClient, type ApiRead, type ApiReadOptions } from './apiClient';
import { renderHead, scriptJson, type PageHead } from './head';
import { pageHead, type PageHeadInput } from './pageHead';

export interface PageRequest {
  path: string;
  search: string;
  headers: Record<string, string | string[] | undefined>;
}
export interface RenderedPage {
  status: number;
  html: string;
}
export interface PageRenderer {
  render(req: PageRequest): Promise<RenderedPage>;
}

/** How long a page waits for the API in all: after that it goes out with the plain head. */
export const PAGE_API_DEADLINE_MS = 1500;

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join('; ') : value;
}

/** A read of the API by endpoint name, in the page's language, with the visitor's cookie and by the page's deadline. */
type PageRead = <N extends RouteName>(
  name: N,
  params: Record<string, string | number>,
) => Promise<ApiRead<DataOf<ApiRoutes[N]>>>;

/**
 * Who is asking, as the page will ask it (`getSession` with the visitor's cookie: a user, or none for a guest), and
 * the visitor's language as the site will show it: a signed-in visitor's account language (the shell switches to
 * it at sign-in), else the language the app shows in this browser (LANGUAGE_COOKIE, which it writes as it
 * starts and on every switch), else the site default zh-Hant-TW — as the app does: not the browser's
 * Accept-Language, which the app does not follow, so the head is never in another language than the page.
 */
async function visitor(
  cookieHeader: string | undefined,
  api: ApiClient,
  read: Omit<ApiReadOptions, 'language'>,
): Promise<{ language: Language; signedIn: boolean; session: ApiRead<DataOf<ApiRoutes['getSession']>> }> {
  const chosen = cookieHeader ? parseCookie(cookieHeader)[LANGUAGE_COOKIE] : undefined;
  const shown: Language = chosen ? normalizeLanguage(chosen) : DEFAULT_LANGUAGE;
  const session = await api.read('getSession', {}, { ...read, language: shown });
  const user = session.outcome === 'ok' ? session.data : null;
  const account = user?.interface_language;
  return {
    language: typeof account === 'string' ? normalizeLanguage(account) : shown,
    signedIn: Boolean(user),
    session,
  };
}

/**
 * The answers a page comes with, as an inline JSON script before `</body>` (read by the page before its screens
 * start; `<`, `>` and `&` escaped, so no text in them can end the element).
 */
export function pageAnswersScript(answers: readonly PageAnswer[]): string {
  return answers.length === 0
    ? ''
    : `<script type="application/json" id="${PAGE_ANSWERS_ELEMENT_ID}">${scriptJson(answers)}</script>`;
}

/**
 * The page item of an API answer: `toItem` gives the item, `missing` (a list without it), or null when the
 * answer is not about the requested item (then it counts as no answer).
 */
function itemOf<A>(read: ApiRead<A>, toItem: (a: A) => PageItem | 'missing' | null): ApiRead<PageItem> {
  if (read.outcome !== 'ok') return read;
  const item = toItem(read.data);
  if (item === 'missing') return { outcome: 'missing' };
  return item ? { outcome: 'ok', data: item, envelope: read.envelope } : { outcome: 'failed' };
}

/**
 * The item of the page (a video, a place, a post, a tag, a shared plan), read in the visitor's language; null for
 * other pages.
 * `shown` reads what the page's screen will ask in the same words (the page comes with its answer).
 */
async function readItem(read: PageRead, shown: PageRead, request: PageItemRequest): Promise<ApiRead<PageItem>> {
  switch (request.kind) {
    case 'experience':
      return itemOf(await shown('getExperience', { id: request.id }), (experience) =>
        experience?.id === request.id ? { kind: 'experience', experience } : null,
      );
    case 'place':
      return itemOf(await shown('getPlace', { placeId: request.id }), (place) =>
        place?.id === request.id ? { kind: 'place', place } : null,
      );
    case 'post':
      return itemOf(await shown('getPost', { id: request.id }), (post) =>
        post?.post_id === request.id ? { kind: 'post', post } : null,
      );
    case 'tag':
      return itemOf(await read('getTags', {}), (tags) => {
        if (!Array.isArray(tags)) return null;
        const tag = tags.find((t) => t.slug === request.slug);
        return tag ? { kind: 'tag', tag } : 'missing';
      });
    case 'sharedPlan':
      // a plan is answered only while its link is shared: a revoked or wrong link gives no name to the head
      return itemOf(await read('getSharedPlan', { token: request.token }), (plan) =>
        plan && typeof plan.plan_name === 'string' ? { kind: 'sharedPlan', plan } : null,
      );
  }
}

/** The traveller whose wall or experiences the page shows (they may not exist), else null. */
function travellerOf(params: Record<string, string>, module: string | undefined): number | null {
  if (module !== 'UserPostsPage' && module !== 'UserExperiencesPage') return null;
  const id = Number(params.userId);
  return Number.isInteger(id) && id >= 1 ? id : 0;
}

/**
 * Renders each page of the single-page app on the server: the built index.html (root element and scripts
 * untouched, so the app starts as before) with a head for the page — title, description, canonical URL,
 * Open Graph and Twitter cards, JSON-LD — in the visitor's language, and the page's HTTP status: 404 for
 * an unknown path and for a video, place, post, tag or traveller that does not exist (or that the visitor
 * may not see), 200 otherwise. The data comes from the API with the visitor's cookie (an owner sees their private
 * video). When the API is slow or down the page still goes out, 200 with the plain head.
 */
export function createPageRenderer(opts: {
  indexHtml: string;
  apiTarget: string;
  siteUrl: string;
  /** the API deadline of one page (default PAGE_API_DEADLINE_MS) */
  deadlineMs?: number;
}): PageRenderer {
  const api = createApiClient(opts.apiTarget);
  const deadlineMs = opts.deadlineMs ?? PAGE_API_DEADLINE_MS;
  return {
    async render(req) {
      const { entry, params } = matchRoute(req.path);
      const unknownPath = entry.pattern === '*' || entry.shell === 'notFound';
      const itemRequest = unknownPath ? null : pageItemRequest(req.path);
      const traveller = travellerOf(params, entry.remote?.module);
      const signal = AbortSignal.timeout(deadlineMs);
      const cookie = headerValue(req.headers.cookie) || undefined;
      const { language, signedIn, session } = await visitor(cookie, api, { cookie, signal });
      const read: PageRead = (name, params) => api.read(name, params, { language, cookie, signal });
      // A guest's page comes with the answers its screens would ask for first (the same for every guest): who is
      // signed in (no one), the footer's menu, the item of the page. A signed-in visitor's are theirs (liked,
      // saved, their private video): not written into a page.
      // (a visitor is a guest only when the API said so: a session it could not read may be someone's)
      const guest = session.outcome === 'ok' && !signedIn;
      const answers: PageAnswer[] = [];
      const answered = <N extends RouteName>(
        name: N,
        params: Record<string, string | number>,
        answer: ApiRead<DataOf<ApiRoutes[N]>>,
      ) => {
        if (guest && answer.outcome === 'ok') {
          answers.push({
            name,
            language,
            params: Object.keys(params).length > 0 ? params : null,
            answer: answer.envelope,
          });
        }
        return answer;
      };
      const shown: PageRead = async (name, params) => answered(name, params, await read(name, params));
      answered('getSession', {}, session);
      const [entries, item, travellerRead] = await Promise.all([
        read('getPageSeo', {}),
        itemRequest ? readItem(read, shown, itemRequest) : null,
        traveller ? read('getUserExperiences', { userId: traveller }) : null,
        guest ? shown('getMiscMenu', {}) : null,
      ]);
      const notFound =
        unknownPath || item?.outcome === 'missing' || traveller === 0 || travellerRead?.outcome === 'missing';
      const input: PageHeadInput = {
        path: req.path,
        search: req.search,
        language,
        siteUrl: opts.siteUrl,
        entries: entries.outcome === 'ok' && Array.isArray(entries.data) ? entries.data : [],
        item: item?.outcome === 'ok' ? item.data : null,
        notFound,
      };
      let head: PageHead;
      try {
        head = pageHead(input);
      } catch {
        // an answer of the API this server does not understand: the plain head rather than no page
        head = pageHead({ ...input, entries: [], item: null });
      }
      const html = renderHead(opts.indexHtml, head).replace(/<\/body>/i, (end) => pageAnswersScript(answers) + end);
      return { status: notFound ? 404 : 200, html };
    },
  };
}
