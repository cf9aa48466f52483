import type { FastifyInstance } from 'fastify';
import { routes } from 'contract';
import type { RateLimiter } from '../auth/rate-limit';
import { findToken } from '../auth/tokens';
import { badRequest } from '../http/errors';
import { implement } from '../http/implement';
import { normalizeEmail } from '../services/users';

/**
 * Opening a reset link: whether `POST /user/reset_password` would take its token, without spending it, so the
 * page can say at once that the link is dead. The answer is the same 400 for an unknown, used or expired token
 * and for one issued to an address the account no longer has (the reset refuses those too). Each check counts
 * against the resets' limit: it is as much a guess at a token as a reset is.
 */
export function resetLinkCheckRoute(app: FastifyInstance, limiter: RateLimiter): void {
  const { db } = app;
  implement(app, routes.checkResetToken, async (req, reply) => {
    await limiter.consume('reset', req, undefined, reply);
    const held = await findToken(db, 'reset', req.body.token);
    const user =
      held && (await db.selectFrom('users').select('email').where('id', '=', held.userId).executeTakeFirst());
    if (!held || !user?.email || normalizeEmail(user.email) !== normalizeEmail(held.email ?? '')) {
      throw badRequest('reset_link_invalid');
    }
    return {};
  });
}
