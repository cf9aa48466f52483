import type { Language } from 'contract';
import type { Config } from '../config';
import type { Database } from '../db';
import type { UserRow } from '../db/schema';
import type { SessionInfo } from '../auth/session';
import type { PlanLive } from '../services/planLive';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** the current front-end build id for `app_js` */
    appJs: () => string;
    /** a hash to verify against when the e-mail is unknown (same cost as a real check) */
    dummyPasswordHash: string;
    /** this process's open live feeds of plans, and how their changes and presence reach the other processes */
    planLive: PlanLive;
  }
  interface FastifyRequest {
    lang: Language;
    user: UserRow | null;
    session: SessionInfo | null;
    /** the raw cookie token of the current session */
    sessionToken: string | null;
  }
}

export {};
