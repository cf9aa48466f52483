import { useTranslation } from 'shared/singleton';
import type { ReactNode } from 'react';
import { Button, formatRelativeTime, type ExperienceSummary } from 'shared';
import { NS } from '../i18n';
import type { PagedListState } from './usePagedList';
import { hasMorePages } from './paging';
import { ExperienceCard } from './ExperienceCard';
import './profileLists.css';

export type TimedExperience = ExperienceSummary & { at: string };

export interface ExperienceListViewProps {
  title: string;
  list: PagedListState<TimedExperience>;
  emptyText: string;
  /** accessible name of an item's remove button */
  removeLabel: (title: string) => string;
  /** "Saved 3 hours ago" / "Watched …" */
  timeLabel: (time: string) => string;
  onRemove: (item: TimedExperience) => void;
  onLoadMore: () => void;
  onRetry: () => void;
  /** ids being removed (their buttons show a spinner) */
  removing?: number[];
  /** controls above the list (history: clear all, pause) */
  toolbar?: ReactNode;
  /** for stories and tests: "now" for the relative times */
  now?: number;
}

/** A paged list of experiences (favorites, history) with a remove button each and "show more". */
export function ExperienceListView({
  title,
  list,
  emptyText,
  removeLabel,
  timeLabel,
  onRemove,
  onLoadMore,
  onRetry,
  removing = [],
  toolbar,
  now,
}: ExperienceListViewProps) {
  const { t, i18n } = useTranslation(NS);
  const more = hasMorePages(list.page, list.maxPage);
  return (
    <main className="mfpr-list-page">
      <h1>{title}</h1>
      {toolbar}
      {list.status === 'loading' && (
        <p role="status" aria-busy="true" className="mfpr-muted">
          {t('list.loading')}
        </p>
      )}
      {list.status !== 'loading' && list.items.length === 0 && list.status !== 'error' && (
        <p className="mfpr-empty">{emptyText}</p>
      )}
      {list.items.length > 0 && (
        <ul className="mfpr-exp-list" aria-label={title}>
          {list.items.map((item) => (
            <li key={item.id} className="mfpr-exp">
              <ExperienceCard item={item}>
                <p className="mfpr-muted">{timeLabel(formatRelativeTime(item.at, { language: i18n.language, now }))}</p>
              </ExperienceCard>
              <Button
                variant="secondary"
                size="sm"
                aria-label={removeLabel(item.title)}
                loading={removing.includes(item.id)}
                onClick={() => onRemove(item)}
              >
                ✕
              </Button>
            </li>
          ))}
        </ul>
      )}
      {list.status === 'error' && (
        <div role="alert" className="mfpr-error">
          <p>{list.error}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('retry', { ns: 'common' })}
          </Button>
        </div>
      )}
      {more && list.status !== 'error' && (
        <Button variant="secondary" onClick={onLoadMore} loading={list.status === 'loading-more'}>
          {t('list.loadMore')}
        </Button>
      )}
      {!more && list.status === 'ready' && list.items.length > 0 && list.maxPage !== null && list.maxPage > 1 && (
        <p className="mfpr-muted">{t('list.end')}</p>
      )}
    </main>
  );
}
