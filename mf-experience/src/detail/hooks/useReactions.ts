import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { bus, errorMessage, loginStateAtom, useApiQuery, type Experience, runApiMutation } from 'shared';
import { withPressed, type ReactionAnswer, type ReactionKind, type Reactions } from '../state/reactions';

async function send(id: number, kind: ReactionKind, on: boolean): Promise<ReactionAnswer> {
  if (kind === 'like') {
    const r = await runApiMutation(on ? 'likeExperience' : 'unlikeExperience', { params: { id } });
    return { like: r.result!.like, favorite: r.result!.favorite, likes_count: r.data!.likes_count };
  }
  const r = await runApiMutation(on ? 'addFavorite' : 'removeFavorite', { params: { id } });
  return { like: r.result!.like, favorite: r.result!.favorite };
}

export interface UseReactions {
  reactions: Reactions;
  /** the kinds whose call is under way (a second press waits for it) */
  pending: Record<ReactionKind, boolean>;
  toggle: (kind: ReactionKind) => void;
}

/**
 * The viewer's like and favorite of an experience: the status call's answer in the page's server-data cache when
 * signed in (asked again after a like or a favorite on any screen, and after a sign-in: it is the account's),
 * with a press shown at once and the server's state back with a message if its call fails. What a call answers
 * goes into the cache (every screen showing it updates, with no request); the write itself, as declared, marks
 * stale what it changes and tells the screens that show it otherwise (`experience:reacted`). `experience.likes_count` is the count as the cache has it; `likesCounted` puts
 * an answered count there. A guest's press opens the login popup; the action completes once they have signed in
 * (unless they had already done it on their account).
 */
export function useReactions(
  experience: Experience,
  likesCounted: (likes_count: number) => void,
  failedMessage: string,
  loginReason: string,
): UseReactions {
  const signedIn = useAtomValue(loginStateAtom) === 'logged-in';
  const id = experience.id;
  const status = useApiQuery('getExperienceStatus', failedMessage, {
    args: { params: { id } },
    enabled: signedIn,
    select: (r) => r.result ?? null,
    staleOn: ['experience:reacted', 'auth:signed-in'],
  });
  // a guest has neither
  const answered = signedIn && status.state.status === 'ready' ? status.state.data : null;
  const [pressed, setPressed] = useState<Partial<Record<ReactionKind, boolean>>>({});
  const reactions = withPressed(
    { like: answered?.like ?? false, favorite: answered?.favorite ?? false, likes_count: experience.likes_count },
    pressed,
  );
  const current = useRef(reactions);
  current.current = reactions;
  const waitingForLogin = useRef<ReactionKind | null>(null);
  const replaceStatus = status.replace;

  const run = useCallback(
    async (kind: ReactionKind, on: boolean) => {
      setPressed((p) => ({ ...p, [kind]: on }));
      try {
        const answer = await send(id, kind, on);
        replaceStatus((r) => ({ ...r, result: { id, like: answer.like, favorite: answer.favorite } }));
        if (answer.likes_count !== undefined) likesCounted(answer.likes_count);
      } catch (err) {
        bus.emit('message:show', { message: errorMessage(err, failedMessage), type: 'error' });
      } finally {
        setPressed(({ [kind]: _settled, ...others }) => others);
      }
    },
    [id, failedMessage, replaceStatus, likesCounted],
  );

  // once signed in, the action a guest asked for completes unless the account had already done it
  const statusFailed = status.state.status === 'error';
  useEffect(() => {
    const wanted = waitingForLogin.current;
    if (!wanted || !signedIn || (!answered && !statusFailed)) return;
    waitingForLogin.current = null;
    if (answered && !answered[wanted]) void run(wanted, true);
  }, [signedIn, answered, statusFailed, run]);

  // a guest who closes the popup without signing in gives up the action
  useEffect(() => bus.on('auth:signed-out', () => (waitingForLogin.current = null)), []);

  const toggle = useCallback(
    (kind: ReactionKind) => {
      if (pressed[kind] !== undefined) return;
      if (!signedIn) {
        waitingForLogin.current = kind;
        bus.emit('auth:open-login', { reason: loginReason });
        return;
      }
      void run(kind, !current.current[kind]);
    },
    [pressed, signedIn, loginReason, run],
  );

  return { reactions, pending: { like: pressed.like !== undefined, favorite: pressed.favorite !== undefined }, toggle };
}
