import { useLocation, useTranslation } from 'page-singleton';
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  ApiError,
  bus,
  errorMessage,
  loginStateAtom,
  sharedStore,
  useApiPages,
  userAtom,
  type ModerationAction,
  type ModerationItem,
  runApiMutation,
} from 'shared';
import { NS } from '../i18n';
import '../screenStrings';
import { changeItems, pagedView } from '../common/pagedView';
import { ModerationView, type ModerationVerb, type QueueStatus } from './ModerationView';

const itemKey = (item: Pick<ModerationItem, 'item_type' | 'item_id'>) => `${item.item_type}:${item.item_id}`;

const ROUTE: Record<ModerationVerb, 'dismissReports' | 'hideItem' | 'restoreItem'> = {
  dismiss: 'dismissReports',
  hide: 'hideItem',
  restore: 'restoreItem',
};

/** What the admin is told once an action is done. */
const DONE: Record<ModerationVerb, string> = {
  dismiss: 'moderation.dismissed',
  hide: 'moderation.hidden',
  restore: 'moderation.restored',
};

const actionId = (action: ModerationAction) => action.id;

/**
 * `/admin/moderation`: the admin's moderation queue and audit list. The shell sends a guest to sign in; anyone
 * else signed in gets the site's 404 page, as the API answers them (the screen's existence is not advertised).
 */
export function ModerationPage() {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const me = useAtomValue(userAtom, { store: sharedStore });
  const loginState = useAtomValue(loginStateAtom, { store: sharedStore });
  const isAdmin = me?.is_admin === true;
  const [status, setStatus] = useState<QueueStatus>('open');

  const queue = useApiPages('getModerationQueue', t('moderation.error'), {
    args: { query: { status } },
    enabled: isAdmin,
    pageArgs: (page) => ({ query: { status, page } }),
    maxPage: (answer) => answer.result?.max_page ?? 0,
  });
  const log = useApiPages('getModerationLog', t('moderation.logError'), {
    enabled: isAdmin,
    pageArgs: (page) => ({ query: { page } }),
    maxPage: (answer) => answer.result?.max_page ?? 0,
  });

  const refused =
    (loginState === 'logged-in' && me !== null && !isAdmin) ||
    [queue.error, log.error].some((err) => err instanceof ApiError && err.status === 404);
  useEffect(() => {
    if (refused) bus.emit('route:not-found', { path: location.pathname });
  }, [refused, location.pathname]);

  const act = async (item: ModerationItem, verb: ModerationVerb, reason: string) => {
    let answer;
    try {
      // (the queue's item is replaced here with the answer; the log is asked again: the action is its new entry)
      answer = await runApiMutation(
        ROUTE[verb],
        { params: { item_type: item.item_type, id: item.item_id }, body: { reason } },
        { updatedHere: ['getModerationQueue'] },
      );
    } catch (err) {
      throw new Error(errorMessage(err, t('moderation.actionError')));
    }
    const next = answer.data;
    // the item as the action left it, in place of the one the queue's pages gave
    if (next)
      queue.replace((pages) =>
        changeItems(pages, itemKey, (items) => items.map((item) => (itemKey(item) === itemKey(next) ? next : item))),
      );
    bus.emit('message:show', { message: t(DONE[verb]), type: 'success' });
  };

  if (!isAdmin || refused)
    return (
      <main className="mfpr-list-page">
        <p role="status" aria-busy="true" className="mfpr-muted">
          {t('list.loading')}
        </p>
      </main>
    );

  return (
    <ModerationView
      status={status}
      onStatusChange={setStatus}
      queue={pagedView(queue, itemKey)}
      log={pagedView(log, actionId)}
      onAct={act}
    />
  );
}
