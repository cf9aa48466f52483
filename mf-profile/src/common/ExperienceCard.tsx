import { Link, useTranslation } from 'page-singleton';
import type { ReactNode } from 'react';
import { Thumbnail, experienceLink, experienceThumbnail, viewsLabel, type ExperienceSummary } from 'shared';
import { NS } from '../i18n';
import './profileLists.css';

/**
 * An experience as a list shows it to its viewers: the thumbnail and the title (both link to the video), where
 * and how often it was watched, then `children` (a time, say). Two grid cells of `.mfpr-exp`. The title is the one
 * link a keyboard or a screen reader meets: the thumbnail's is the same link for the pointer, out of the tab order
 * and hidden from assistive technology (named by the title, it would not say what a poster thumbnail shows).
 */
export function ExperienceCard({ item, children }: { item: ExperienceSummary; children?: ReactNode }) {
  const { i18n } = useTranslation(NS);
  return (
    <>
      <Link to={experienceLink(item)} className="mfpr-exp-link" aria-hidden="true" tabIndex={-1}>
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
