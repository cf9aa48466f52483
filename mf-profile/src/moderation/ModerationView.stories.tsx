import { withRouter } from '../../../shared/test/stories';
import type { ModerationAction, ModerationItem } from 'shared';
import { useTranslation } from 'page-singleton';
import { NS } from '../i18n';
import type { PagedView } from '../common/pagedView';
import { AuditList, ModerationView } from './ModerationView';
import {
  MODERATION_NOW,
  auditLog,
  dismissedExperience,
  hiddenPost,
  reportedExperience,
  reportedPost,
} from './fixtures';

const ready = <T,>(items: T[], hasMore = false): PagedView<T> => ({
  state: { status: 'ready', items },
  hasMore,
  loadingMore: false,
  onMore: () => {},
  onRetry: () => {},
});
const loading: PagedView<never> = { ...ready([]), state: { status: 'loading' } };
const failed = (message: string): PagedView<never> => ({ ...ready([]), state: { status: 'error', message } });

/**
 * The admin's moderation screen (`/admin/moderation`), from data passed as props. Anyone else gets the site's 404
 * page. The actions' dialog opens from each item's buttons (its reason is required to hide or restore).
 */
const meta = {
  title: 'mf-profile/Moderation',
  component: ModerationView,
  decorators: [withRouter],
  args: {
    status: 'open' as const,
    onStatusChange: () => {},
    queue: ready<ModerationItem>([reportedExperience, reportedPost], true),
    log: ready<ModerationAction>(auditLog),
    onAct: () => Promise.resolve(),
    now: MODERATION_NOW,
  },
  globals: { locale: 'en' },
};
export default meta;

export const OpenReports = {};
export const OpenReportsChinese = { name: 'Open reports (zh-Hant-TW)', globals: { locale: 'zh-Hant-TW' } };
export const Empty = { args: { queue: ready<ModerationItem>([]), log: ready<ModerationAction>([]) } };
export const EmptyChinese = {
  name: 'Empty (zh-Hant-TW)',
  globals: { locale: 'zh-Hant-TW' },
  args: { queue: ready<ModerationItem>([]), log: ready<ModerationAction>([]) },
};
export const Resolved = { args: { status: 'resolved' as const, queue: ready([hiddenPost, dismissedExperience]) } };
export const ResolvedChinese = {
  name: 'Resolved (zh-Hant-TW)',
  globals: { locale: 'zh-Hant-TW' },
  args: { status: 'resolved' as const, queue: ready([hiddenPost, dismissedExperience]) },
};
export const Loading = { args: { queue: loading, log: loading } };
export const Failed = {
  args: { queue: failed('The reports could not be loaded.'), log: failed('The audit list could not be loaded.') },
};

/** The audit list alone: who did what, when, on which item, and why. */
function AuditUnderItsHeading() {
  const { t } = useTranslation(NS);
  return (
    <section aria-labelledby="audit-story-heading">
      <h2 id="audit-story-heading">{t('moderation.log')}</h2>
      <AuditList
        view={ready(auditLog, true)}
        when={(time: string) => time.slice(0, 16).replace('T', ' ')}
        labelledBy="audit-story-heading"
      />
    </section>
  );
}
export const Audit = { render: () => <AuditUnderItsHeading /> };
export const AuditChinese = { ...Audit, name: 'Audit (zh-Hant-TW)', globals: { locale: 'zh-Hant-TW' } };
