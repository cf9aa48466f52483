import { useTranslation } from 'page-singleton';
import type { ReactNode } from 'react';
import { Button, formatRelativeTime, type ExperienceSummary } from 'shared';
import { NS } from '../i18n';
import type { PagedView } from './pagedView';
import { PagedStates } from './PagedStates';
import { ExperienceCard } from './ExperienceCard';
import './profileLists.css';

export type TimedExperience = ExperienceSummary & { at: string };

export interface ExperienceListViewProps<T extends TimedExperience> {
  title: string;
  list: PagedView<T>;
  emptyText: string;
  /** accessible name of an item's remove button */
  removeLabel: (title: string) => string;
  /** "Saved 3 hours ago" / "Watched …" */
  timeLabel: (time: string) => string;
  onRemove: (item: T) => void;
  /** ids being removed (their buttons show a spinner) */
  removing?: number[];
  /** controls above the list (history: clear all, pause) */
  toolbar?: ReactNode;
  /** for stories and tests: "now" for the relative times */
  now?: number;
}

/** A paged list of experiences (favorites, history) with a remove button each and "show more". */
export function ExperienceListView<T extends TimedExperience>({
  title,
  list,
  emptyText,
  removeLabel,
  timeLabel,
  onRemove,
  removing = [],
  toolbar,
  now,
}: ExperienceListViewProps<T>) {
  const { t, i18n } = useTranslation(NS);
  return (
    <main className="mfpr-list-page">
      <h1>{title}</h1>
      {toolbar}
      <PagedStates view={list} loading={t('list.loading')} empty={emptyText} end={t('list.end')}>
        {(items) => (
          <ul className="mfpr-exp-list" aria-label={title}>
            {items.map((item) => (
              <li key={item.id} className="mfpr-exp">
                <ExperienceCard item={item}>
                  <p className="mfpr-muted">
                    {timeLabel(formatRelativeTime(item.at, { language: i18n.language, now }))}
                  </p>
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
      </PagedStates>
    </main>
  );
}
