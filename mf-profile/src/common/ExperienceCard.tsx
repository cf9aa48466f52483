import { Link, useTranslation } from 'shared/singleton';
import type { ReactNode } from 'react';
import { Thumbnail, experienceLink, experienceThumbnail, viewsLabel, type ExperienceSummary } from 'shared';
import { NS } from '../i18n';
import './profileLists.css';

/**
 * An experience as a list shows it to its viewers: the thumbnail and the title (both link to the video), where
 * and how often it was watched, then `children` (a time, say). Two grid cells of `.mfpr-exp`.
 */
export function ExperienceCard({ item, children }: { item: ExperienceSummary; children?: ReactNode }) {
  const { t, i18n } = useTranslation(NS);
  return (
    <>
      <Link to={experienceLink(item)} className="mfpr-exp-link" aria-label={t('list.watch', { title: item.title })}>
        <Thumbnail {...experienceThumbnail(item)} width={160} height={90} className="mfpr-exp-thumb" />
      </Link>
      <div className="mfpr-exp-body">
        <Link to={experienceLink(item)} className="mfpr-exp-title">
          {item.title}
        </Link>
        <p className="mfpr-muted">
          {[item.place_label, viewsLabel(item.views_count, i18n.language)].filter(Boolean).join(' · ')}
        </p>
        {children}
      </div>
    </>
  );
}
