import { useTranslation } from 'page-singleton';
import { useId, useState } from 'react';
import {
  Button,
  ConfirmDialog,
  TextArea,
  formatRelativeTime,
  type ModerationAction,
  type ModerationItem,
} from 'shared';
import { NS } from '../i18n';
import '../screenStrings';
import { ExperienceCard } from '../common/ExperienceCard';
import { PagedStates } from '../common/PagedStates';
import type { PagedView } from '../common/pagedView';
import { PostCard } from '../posts';
import '../common/profileLists.css';
import './moderation.css';

export type QueueStatus = 'open' | 'resolved';
export type ModerationVerb = 'dismiss' | 'hide' | 'restore';

export interface ModerationViewProps {
  status: QueueStatus;
  onStatusChange: (status: QueueStatus) => void;
  queue: PagedView<ModerationItem>;
  log: PagedView<ModerationAction>;
  /** act on an item with a reason; rejects with the message to show in the dialog */
  onAct: (item: ModerationItem, verb: ModerationVerb, reason: string) => Promise<void>;
  /** "now" for the relative times (stories, tests) */
  now?: number;
}

/** Hiding and restoring are told to the author with the reason, so one is required; dismissing may go without. */
const REASON_REQUIRED: Record<ModerationVerb, boolean> = { dismiss: false, hide: true, restore: true };
const REASON_MAX = 1000;

/**
 * The admin's moderation screen: the reported items (open or resolved), newest report first, each as its viewers
 * see it with its reports, reporters and counts, and the actions on it; then the audit list of what was done.
 */
export function ModerationView({ status, onStatusChange, queue, log, onAct, now }: ModerationViewProps) {
  const { t, i18n } = useTranslation(NS);
  const when = (time: string) => formatRelativeTime(time, { language: i18n.language, now });
  const [acting, setActing] = useState<{ item: ModerationItem; verb: ModerationVerb } | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const filterId = useId();

  const ask = (item: ModerationItem, verb: ModerationVerb) => {
    setActing({ item, verb });
    setReason('');
    setError(null);
  };
  const confirm = async () => {
    if (!acting) return;
    if (REASON_REQUIRED[acting.verb] && !reason.trim()) return setError(t('moderation.reasonRequired'));
    setBusy(true);
    setError(null);
    try {
      await onAct(acting.item, acting.verb, reason.trim());
      setActing(null);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('moderation.actionError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="mfpr-list-page mfpr-moderation">
      <h1>{t('moderation.title')}</h1>
      <div role="group" aria-labelledby={filterId} className="mfpr-toolbar">
        <span id={filterId} className="mfpr-muted">
          {t('moderation.filter')}
        </span>
        {(['open', 'resolved'] as const).map((s) => (
          <Button
            key={s}
            size="sm"
            variant={status === s ? 'primary' : 'secondary'}
            aria-pressed={status === s}
            onClick={() => onStatusChange(s)}
          >
            {t(`moderation.${s}`)}
          </Button>
        ))}
      </div>

      <section aria-label={t('moderation.queue')}>
        <PagedStates
          view={queue}
          loading={t('moderation.loading')}
          empty={status === 'open' ? t('moderation.emptyOpen') : t('moderation.emptyResolved')}
        >
          {(items) => (
            <ul className="mfpr-post-list">
              {items.map((item) => (
                <li key={`${item.item_type}-${item.item_id}`}>
                  <QueueItem item={item} when={when} onAsk={ask} now={now} />
                </li>
              ))}
            </ul>
          )}
        </PagedStates>
      </section>

      <section aria-labelledby="mfpr-moderation-log">
        <h2 id="mfpr-moderation-log">{t('moderation.log')}</h2>
        <AuditList view={log} when={when} labelledBy="mfpr-moderation-log" />
      </section>

      <ConfirmDialog
        open={acting !== null}
        heading={acting ? t(`moderation.${acting.verb}Heading`) : ''}
        confirmLabel={acting ? t(`moderation.${acting.verb}`) : ''}
        onConfirm={() => void confirm()}
        onCancel={() => setActing(null)}
        busy={busy}
        error={error}
      >
        {acting && (
          <>
            <p>{t(`moderation.${acting.verb}Text`)}</p>
            <TextArea
              label={REASON_REQUIRED[acting.verb] ? t('moderation.reason') : t('moderation.reasonOptional')}
              value={reason}
              onChange={setReason}
              maxLength={REASON_MAX}
              maxHeight={200}
              invalid={error === t('moderation.reasonRequired')}
            />
          </>
        )}
      </ConfirmDialog>
    </main>
  );
}

function QueueItem({
  item,
  when,
  onAsk,
  now,
}: {
  item: ModerationItem;
  when: (time: string) => string;
  onAsk: (item: ModerationItem, verb: ModerationVerb) => void;
  now?: number;
}) {
  const { t } = useTranslation(NS);
  const headingId = `mfpr-mod-${item.item_type}-${item.item_id}`;
  const name = item.author.display_name;
  return (
    <article className="mfpr-mod-item" aria-labelledby={headingId}>
      <h2 id={headingId} className="mfpr-mod-heading">
        {item.item_type === 'experience' ? t('moderation.experienceBy', { name }) : t('moderation.postBy', { name })}
      </h2>
      <p className="mfpr-muted">
        {t('moderation.counts', { open: item.open_count, count: item.report_count })}
        {item.last_reported_at && <> · {t('moderation.lastReported', { when: when(item.last_reported_at) })}</>}
      </p>
      {item.hidden && (
        <p className="ti-hidden-notice">
          {t('moderation.hiddenBecause', { when: when(item.hidden.hidden_at), reason: item.hidden.reason })}
        </p>
      )}
      {item.experience && (
        <div className="mfpr-exp">
          <ExperienceCard item={item.experience} />
        </div>
      )}
      {/* the post's own hidden note would say it twice: the line above says when and why */}
      {item.post && <PostCard post={{ ...item.post, hidden: undefined }} showPlace now={now} />}
      <h3>{t('moderation.reports')}</h3>
      <ul className="mfpr-mod-reports">
        {item.reports.map((r) => (
          <li key={r.id}>
            <p className="mfpr-muted">
              {t('moderation.reportBy', { name: r.reporter.display_name, when: when(r.created_at) })} ·{' '}
              <span className={`mfpr-badge mfpr-mod-${r.status}`}>{t(`moderation.status_${r.status}`)}</span>
            </p>
            <p className="mfpr-mod-text">{r.report}</p>
          </li>
        ))}
      </ul>
      <div className="mfpr-toolbar">
        {item.open_count > 0 && (
          <Button variant="secondary" size="sm" onClick={() => onAsk(item, 'dismiss')}>
            {t('moderation.dismiss')}
          </Button>
        )}
        {item.hidden ? (
          <Button variant="secondary" size="sm" onClick={() => onAsk(item, 'restore')}>
            {t('moderation.restore')}
          </Button>
        ) : (
          <Button size="sm" onClick={() => onAsk(item, 'hide')}>
            {t('moderation.hide')}
          </Button>
        )}
      </div>
    </article>
  );
}

/**
 * The audit list: when, who, what, on which item, and why — newest first. Its table takes its name from the
 * heading above it (`labelledBy`), so the words show and are read once.
 */
export function AuditList({
  view,
  when,
  labelledBy,
}: {
  view: PagedView<ModerationAction>;
  when: (time: string) => string;
  /** the id of the heading that names the list */
  labelledBy: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <PagedStates view={view} loading={t('moderation.logLoading')} empty={t('moderation.logEmpty')}>
      {(actions) => (
        <table className="mfpr-mod-log" aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <th scope="col">{t('moderation.logWhen')}</th>
              <th scope="col">{t('moderation.logWho')}</th>
              <th scope="col">{t('moderation.logAction')}</th>
              <th scope="col">{t('moderation.logItem')}</th>
              <th scope="col">{t('moderation.logReason')}</th>
            </tr>
          </thead>
          <tbody>
            {actions.map((a) => (
              <tr key={a.id}>
                <td>
                  <time dateTime={a.created_at}>{when(a.created_at)}</time>
                </td>
                <td>{a.admin?.display_name ?? t('moderation.deletedAdmin')}</td>
                <td>{t(`moderation.action_${a.action}`)}</td>
                <td>{t(`moderation.item_${a.item_type}`, { id: a.item_id })}</td>
                <td>{a.reason || t('moderation.noReason')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PagedStates>
  );
}
