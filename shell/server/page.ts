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
import { describeReads, type AnyRoute, type ReadArgs, type RouteInput } from 'shared/route';
import { matchRoute } from '../src/routes/table';
import { createApiClient, type ApiClient, type ApiRead, type ApiReadOptions } from './apiClient';
import { renderHead, scriptJson, type PageHead } from './head';
import { pageHead, type PageHeadInput } from './pageHead';
import { renderTree } from './renderTree';
import type { ScreenLoader } from './serverScreens';
import { screenKey, type ScreenComponent } from '../src/remote/RemoteScreen';
import { SERVER_RENDERED_ATTRIBUTE } from '../src/serverRequest';

export interface PageRequest {
  path: string;
  search: string;
  headers: Record<string, string | string[] | undefined>;
}
export interface RenderedPage {
  status: number;
  html: string;
  /** its first screen is in the HTML (then its styles must apply before the first paint, not after the scripts) */
  screenRendered: boolean;
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
type PageRead = <N extends RouteName>(name: N, args: ReadArgs<N>) => Promise<ApiRead<DataOf<ApiRoutes[N]>>>;

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

/** The root element of the built index.html, empty: the app renders into it. */
const EMPTY_ROOT = /<div id=(?:"root"|root)><\/div>/;

/** The page's tree rendered into its root element, marked so the browser hydrates it (page.ts renderTree). */
export function withRenderedRoot(html: string, tree: string): string {
  return html.replace(EMPTY_ROOT, () => `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="">${tree}</div>`);
}

/** What a page's route reads decide: the item its head describes (when it has one), and whether it is a 404. */
interface RouteOutcome {
  item: PageItem | null;
  notFound: boolean;
}

/**
 * Reads what the route declares its first screen reads (`read`, or `shown` for a read whose answer goes into the
 * page), and decides from the answers, as the route declares: the page is not found when its status read names
 * nothing or the API has no such thing, or when its head read's answer holds no item for the address.
 */
async function readRoute(route: AnyRoute, input: RouteInput, read: PageRead, shown: PageRead): Promise<RouteOutcome> {
  const reads = describeReads(route, input);
  const answers = new Map(
    await Promise.all(
      reads.map(
        async ({ name, endpoint, args, inPage }) =>
          [name, args && (await (inPage ? shown : read)(endpoint, args))] as const,
      ),
    ),
  );
  const missing = (name: string | undefined) => {
    if (name === undefined) return false;
    const answer = answers.get(name);
    return answer === null || answer?.outcome === 'missing';
  };
  let item: PageItem | 'missing' | null = null;
  const head = route.head;
  const headAnswer = head && answers.get(head.read);
  if (head && headAnswer?.outcome === 'ok') {
    // an answer this server does not understand describes nothing (the plain head)
    try {
      item = head.item(headAnswer.data as never, input);
    } catch {
      item = null;
    }
  }
  return {
    item: item === 'missing' ? null : item,
    notFound: missing(route.status) || missing(head?.read) || item === 'missing',
  };
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
  /** the remotes' server builds: a guest's page comes with its first screen rendered (none: rendered in the browser) */
  screens?: ScreenLoader;
  /** told why a page could not be rendered on the server (it is then rendered in the browser) */
  warn?: (message: string) => void;
}): PageRenderer {
  const api = createApiClient(opts.apiTarget);
  const deadlineMs = opts.deadlineMs ?? PAGE_API_DEADLINE_MS;
  return {
    async render(req) {
      const { entry, params } = matchRoute(req.path);
      const unknownPath = entry.pattern === '*' || entry.shell === 'notFound';
      const signal = AbortSignal.timeout(deadlineMs);
      const cookie = headerValue(req.headers.cookie) || undefined;
      const { language, signedIn, session } = await visitor(cookie, api, { cookie, signal });
      const read: PageRead = (name, args) => api.read(name, args, { language, cookie, signal });
      // A guest's page comes with the answers its screens would ask for first (the same for every guest): who is
      // signed in (no one), the footer's menu, what the route declares its first screen reads into the page. A
      // signed-in visitor's are theirs (liked, saved, their private video): not written into a page.
      // (a visitor is a guest only when the API said so: a session it could not read may be someone's)
      const guest = session.outcome === 'ok' && !signedIn;
      const answers: PageAnswer[] = [];
      const answered = <N extends RouteName>(name: N, args: ReadArgs<N>, answer: ApiRead<DataOf<ApiRoutes[N]>>) => {
        if (guest && answer.outcome === 'ok') {
          // keyed as the screen keys it (queryKeyOf): by the same name, language, params and query
          answers.push({
            name,
            language,
            params: (args.params as PageAnswer['params'] | undefined) ?? null,
            ...(args.query ? { query: args.query as PageAnswer['query'] } : {}),
            answer: answer.envelope,
          });
        }
        return answer;
      };
      const shown: PageRead = async (name, args) => answered(name, args, await read(name, args));
      answered('getSession', {}, session);
      const routeInput: RouteInput = { params, query: new URLSearchParams(req.search) };
      // a guest's page is rendered here from the answers it comes with (a signed-in visitor's answers are not in
      // the page, so their browser renders it); a page that needs sign-in shows a guest nothing to render
      const rendered = guest && opts.screens !== undefined && !entry.loginRequired;
      const [entries, route, , screen] = await Promise.all([
        read('getPageSeo', {}),
        unknownPath ? null : readRoute(entry, routeInput, read, shown),
        guest ? shown('getMiscMenu', {}) : null,
        rendered && entry.remote ? opts.screens!.load(entry.remote) : null,
      ]);
      const notFound = unknownPath || Boolean(route?.notFound);
      const input: PageHeadInput = {
        path: req.path,
        search: req.search,
        language,
        siteUrl: opts.siteUrl,
        entries: entries.outcome === 'ok' && Array.isArray(entries.data) ? entries.data : [],
        item: route?.item ?? null,
        notFound,
      };
      let head: PageHead;
      try {
        head = pageHead(input);
      } catch {
        // an answer of the API this server does not understand: the plain head rather than no page
        head = pageHead({ ...input, entries: [], item: null });
      }
      let html = renderHead(opts.indexHtml, head).replace(/<\/body>/i, (end) => pageAnswersScript(answers) + end);
      let screenRendered = false;
      // the route's remote screen is needed (a shell page needs none); without it the browser renders the page
      if (rendered && (!entry.remote || screen)) {
        const screens = new Map<string, ScreenComponent>(
          entry.remote && screen ? [[screenKey(entry.remote), screen]] : [],
        );
        try {
          const tree = renderTree({
            path: req.path,
            search: req.search,
            language,
            answers,
            cookie: cookie ?? '',
            screens,
          });
          html = withRenderedRoot(html, tree);
          screenRendered = true;
        } catch (error) {
          opts.warn?.(`${req.path} could not be rendered on the server: ${(error as Error).message}`);
        }
      }
      return { status: notFound ? 404 : 200, html, screenRendered };
    },
  };
}
