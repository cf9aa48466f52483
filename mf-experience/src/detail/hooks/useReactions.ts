import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { api, bus, errorMessage, loginStateAtom, type Experience } from 'shared';
import { toggleReaction, type ReactionAnswer, type ReactionKind, type Reactions } from '../state/reactions';

async function send(id: number, kind: ReactionKind, on: boolean): Promise<ReactionAnswer> {
  if (kind === 'like') {
    const r = await api.call(on ? 'likeExperience' : 'unlikeExperience', { params: { id } });
    return { like: r.result!.like, favorite: r.result!.favorite, likes_count: r.data!.likes_count };
  }
  const r = await api.call(on ? 'addFavorite' : 'removeFavorite', { params: { id } });
  return { like: r.result!.like, favorite: r.result!.favorite };
}

export interface UseReactions {
  reactions: Reactions;
  /** the kinds whose call is under way (a second press waits for it) */
  pending: Record<ReactionKind, boolean>;
  toggle: (kind: ReactionKind) => void;
}

/**
 * The viewer's like and favorite of an experience: loaded from the status call when signed in, toggled
 * optimistically (rolled back with a message on failure). A guest's press opens the login popup; the action
 * completes once they have signed in (unless they had already done it on their account).
 */
export function useReactions(experience: Experience, failedMessage: string, loginReason: string): UseReactions {
  const loginState = useAtomValue(loginStateAtom);
  const [reactions, setReactions] = useState<Reactions>({
    like: false,
    favorite: false,
    likes_count: experience.likes_count,
  });
  const [pending, setPending] = useState<Record<ReactionKind, boolean>>({ like: false, favorite: false });
  const current = useRef(reactions);
  current.current = reactions;
  const waitingForLogin = useRef<ReactionKind | null>(null);
  const id = experience.id;

  const run = useCallback(
    async (kind: ReactionKind, on: boolean) => {
      setPending((p) => ({ ...p, [kind]: true }));
      await toggleReaction(
        current.current,
        kind,
        on,
        (k, o) => send(id, k, o),
        setReactions,
        (err) => bus.emit('message:show', { message: errorMessage(err, failedMessage), type: 'error' }),
      );
      setPending((p) => ({ ...p, [kind]: false }));
    },
    [id, failedMessage],
  );

  // the signed-in viewer's status; a guest has neither
  useEffect(() => {
    if (loginState !== 'logged-in') {
      setReactions((r) => ({ ...r, like: false, favorite: false }));
      return;
    }
    let cancelled = false;
    api.call('getExperienceStatus', { params: { id } }).then(
      (r) => {
        if (cancelled || !r.result) return;
        setReactions((s) => ({ ...s, like: r.result!.like, favorite: r.result!.favorite }));
        const wanted = waitingForLogin.current;
        waitingForLogin.current = null;
        if (wanted && !r.result[wanted]) void run(wanted, true);
      },
      () => {
        waitingForLogin.current = null;
      },
    );
    return () => {
      cancelled = true;
    };
  }, [loginState, id, run]);

  // a guest who closes the popup without signing in gives up the action
  useEffect(() => bus.on('auth:signed-out', () => (waitingForLogin.current = null)), []);

  const toggle = useCallback(
    (kind: ReactionKind) => {
      if (pending[kind]) return;
      if (loginState !== 'logged-in') {
        waitingForLogin.current = kind;
        bus.emit('auth:open-login', { reason: loginReason });
        return;
      }
      void run(kind, !current.current[kind]);
    },
    [pending, loginState, loginReason, run],
  );

  return { reactions, pending, toggle };
}
