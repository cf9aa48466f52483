/**
 * Load on the running site through its front (nginx), with autocannon, and the reconciliation of what the API
 * acknowledged against what the database holds. Used by `npm run bench:api` (api/bench/api-bench.ts) and by the
 * fault test (deploy/topology-faults.ts).
 *
 * Workloads:
 * - read: the home page's experiences and one experience, alternately (GET)
 * - search: the experience search with a term, half of them with the filters (GET)
 * - mixed: a third reads, the rest writes by signed-in users: likes (POST), views (GET …/view, each from a new
 *   visitor so each one counts), new posts (POST)
 */
import autocannon from 'autocannon';
import { Client } from 'pg';

export type Workload = 'read' | 'search' | 'mixed';

export interface Fixture {
  site: string;
  experienceIds: number[];
  placeId: number;
  users: { cookie: string; id: number }[];
  /** distinguishes this run's posts and visitors from any other run's */
  tag: string;
}

export type Kind = 'read' | 'search' | 'like' | 'view' | 'post';

interface Pending {
  kind: Kind;
  expId?: number;
  userId?: number;
  text?: string;
}

/** What the load sent and what the API answered, by kind. */
export interface Tally {
  sent: Record<Kind, number>;
  /** 2xx answers, by kind */
  ok: Record<Kind, number>;
  /** other answers or no answer (a connection dropped), by kind, with the statuses seen */
  failed: Record<Kind, number>;
  failedStatuses: Record<string, number>;
  /** acknowledged likes, "userId:expId" */
  likes: Set<string>;
  /** acknowledged views per experience */
  views: Map<number, number>;
  /** acknowledged posts: id → text */
  posts: Map<number, string>;
}

const zero = (): Record<Kind, number> => ({ read: 0, search: 0, like: 0, view: 0, post: 0 });
export function emptyTally(): Tally {
  return {
    sent: zero(),
    ok: zero(),
    failed: zero(),
    failedStatuses: {},
    likes: new Set(),
    views: new Map(),
    posts: new Map(),
  };
}

const SEARCH_TERMS = ['夜市', 'market', 'Taipei', '京都', 'temple', '老街', 'beach', 'food'];
/** what the site's own client sends with every write (the API's CSRF rule) */
const SITE_HEADERS = { 'x-requested-with': 'XMLHttpRequest', 'accept-language': 'en' };

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: SITE_HEADERS });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The experiences and a place to write about, and `userCount` users signed up through the site. */
export async function prepare(site: string, userCount: number, tag: string): Promise<Fixture> {
  const home = await getJson<{ data: { id: number }[] }>(`${site}/api/v1/video_experience/for_home`);
  const experienceIds = home.data.map((e) => e.id);
  if (experienceIds.length === 0) throw new Error('no experience on the home page: is the demo content seeded?');
  const first = await getJson<{ data: { places: { place: { id: number } }[] } }>(
    `${site}/api/v1/video_experience/${experienceIds[0]}`,
  );
  const users: Fixture['users'] = [];
  for (let i = 0; i < userCount; i++) {
    const res = await fetch(`${site}/api/v1/user/email_sign_up`, {
      method: 'POST',
      headers: { ...SITE_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `load-${tag}-${i}@example.com`, password: `load test pass ${tag} ${i}` }),
    });
    const body = (await res.json()) as { data?: { id: number } };
    const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
    if (!res.ok || !sid || !body.data) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(body)}`);
    users.push({ cookie: sid.split(';')[0], id: body.data.id });
  }
  return { site, experienceIds, placeId: first.data.places[0].place.id, users, tag };
}

/** One request of the workload, chosen by the running count `n` (the same sequence on every run). */
function nextRequest(workload: Workload, f: Fixture, n: number): { pending: Pending; req: autocannon.Request } {
  const expId = f.experienceIds[n % f.experienceIds.length];
  if (workload === 'search') {
    const term = encodeURIComponent(SEARCH_TERMS[n % SEARCH_TERMS.length]);
    const filters = n % 2 === 0 ? '&fields=filters' : '';
    return {
      pending: { kind: 'search' },
      req: { method: 'GET', path: `/api/v1/video_experience/search?place_id=${term}${filters}`, headers: SITE_HEADERS },
    };
  }
  const slot = workload === 'read' ? 0 : n % 6;
  if (slot <= 1) {
    const path = n % 2 === 0 ? '/api/v1/video_experience/for_home' : `/api/v1/video_experience/${expId}`;
    return { pending: { kind: 'read' }, req: { method: 'GET', path, headers: SITE_HEADERS } };
  }
  // a mixed round is six requests; round by round the likes go over every user × experience (each pair twice)
  const round = Math.floor(n / 6);
  const likedId = f.experienceIds[round % f.experienceIds.length];
  const user = f.users[Math.floor(round / f.experienceIds.length) % f.users.length];
  if (slot <= 3) {
    return {
      pending: { kind: 'like', expId: likedId, userId: user.id },
      req: {
        method: 'POST',
        path: `/api/v1/user/me/video_experience/like/${likedId}`,
        headers: { ...SITE_HEADERS, cookie: user.cookie },
      },
    };
  }
  if (slot === 4) {
    // a new visitor each time (the API counts one view per visitor and visit)
    return {
      pending: { kind: 'view', expId },
      req: {
        method: 'GET',
        path: `/api/v1/video_experience/${expId}/view`,
        headers: { ...SITE_HEADERS, 'user-agent': `load ${f.tag} visitor ${n}` },
      },
    };
  }
  const text = `load ${f.tag} post ${n}`;
  return {
    pending: { kind: 'post', text },
    req: {
      method: 'POST',
      path: '/api/v1/post/',
      headers: { ...SITE_HEADERS, cookie: user.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        place_id: f.placeId,
        batch_id: `load-${f.tag}-${n}`,
        post: text,
        recommend: 1,
        media: [],
        is_local: false,
        timezone_offset: 480,
      }),
    },
  };
}

interface ConnectionState {
  pending?: Pending;
}

/**
 * Run one workload through the site with `connections` connections, for `seconds` or until `amount` requests
 * were answered, counting what was acknowledged into `tally` as the answers come (the fault test watches it to
 * kill a process mid-load).
 */
export async function runLoad(
  f: Fixture,
  workload: Workload,
  tally: Tally,
  { connections, seconds, amount }: { connections: number; seconds?: number; amount?: number },
): Promise<autocannon.Result> {
  let n = 0;
  const settle = (p: Pending, status: number | null, body: string) => {
    if (status !== null && status >= 200 && status < 300) {
      tally.ok[p.kind]++;
      if (p.kind === 'like') tally.likes.add(`${p.userId}:${p.expId}`);
      if (p.kind === 'view') tally.views.set(p.expId!, (tally.views.get(p.expId!) ?? 0) + 1);
      if (p.kind === 'post') tally.posts.set((JSON.parse(body) as { data: { post_id: number } }).data.post_id, p.text!);
    } else {
      tally.failed[p.kind]++;
      const key = `${p.kind} ${status ?? 'no answer'}`;
      tally.failedStatuses[key] = (tally.failedStatuses[key] ?? 0) + 1;
    }
  };
  return autocannon({
    url: f.site,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    // autocannon's own timeout (10 s) would count a slow answer as an error; the site's limits decide instead
    timeout: 60,
    initialContext: {},
    requests: [
      {
        setupRequest: (req, context) => {
          const state = context as ConnectionState;
          // the connection's previous request never got an answer (its connection dropped)
          if (state.pending) settle(state.pending, null, '');
          const next = nextRequest(workload, f, n++);
          state.pending = next.pending;
          tally.sent[next.pending.kind]++;
          return { ...req, ...next.req };
        },
        onResponse: (status, body, context) => {
          const state = context as ConnectionState;
          if (state.pending) settle(state.pending, status, body);
          state.pending = undefined;
        },
      },
    ],
  });
}

export interface Reconciliation {
  likes: { acknowledged: number; present: number };
  posts: { acknowledged: number; present: number };
  /** views acknowledged, and how much the experiences' view counts grew */
  views: { acknowledged: number; counted: number; sent: number };
  /** experiences whose likes_count moved by other than their rows in experience_likes */
  likeCountsOff: number;
}

/** Each experience's view count, and its likes_count less its likes (the demo content starts with counts). */
export interface Snapshot {
  views: Map<number, number>;
  likeCountOffsets: Map<number, number>;
}

export async function snapshot(databaseUrl: string): Promise<Snapshot> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number; views_count: number; offset: number }>(
      `SELECT e.id, e.views_count,
              e.likes_count - (SELECT count(*) FROM experience_likes l WHERE l.experience_id = e.id)::int AS offset
         FROM experiences e`,
    );
    return {
      views: new Map(rows.map((r) => [r.id, Number(r.views_count)])),
      likeCountOffsets: new Map(rows.map((r) => [r.id, Number(r.offset)])),
    };
  } finally {
    await db.end();
  }
}

/** What the database holds of what the API acknowledged, against the snapshot taken before the load. */
export async function reconcile(databaseUrl: string, tally: Tally, before: Snapshot): Promise<Reconciliation> {
  const now = await snapshot(databaseUrl);
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const likePairs = [...tally.likes].map((pair) => pair.split(':').map(Number));
    const likes = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM experience_likes l
         JOIN unnest($1::int[], $2::int[]) AS acked(user_id, experience_id) USING (user_id, experience_id)`,
      [likePairs.map((p) => p[0]), likePairs.map((p) => p[1])],
    );
    const posts = await db.query<{ id: number; body: string }>('SELECT id, body FROM posts WHERE id = ANY($1::int[])', [
      [...tally.posts.keys()],
    ]);
    let counted = 0;
    for (const [id, views] of now.views) counted += views - (before.views.get(id) ?? 0);
    const off = [...now.likeCountOffsets].filter(([id, offset]) => offset !== (before.likeCountOffsets.get(id) ?? 0));
    return {
      likes: { acknowledged: tally.likes.size, present: likes.rows[0].n },
      posts: {
        acknowledged: tally.posts.size,
        present: posts.rows.filter((row) => tally.posts.get(row.id) === row.body).length,
      },
      views: {
        acknowledged: [...tally.views.values()].reduce((a, b) => a + b, 0),
        counted,
        sent: tally.sent.view,
      },
      likeCountsOff: off.length,
    };
  } finally {
    await db.end();
  }
}
