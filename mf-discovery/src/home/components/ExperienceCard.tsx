import { Link, useTranslation } from 'shared/singleton';
import { useId } from 'react';
import { Thumbnail, experienceLink, experienceThumbnail, formatViews, type ExperienceSummary } from 'shared';
import { NS } from '../../i18n';
import '../../common/home.css';

export interface ExperienceCardProps {
  experience: ExperienceSummary;
  /** one of the first cards on screen: its thumbnail is fetched at once with high priority */
  priority?: boolean;
}

/**
 * One featured experience: thumbnail and title (one link, named by the title alone: the thumbnail's name, its
 * place, is written under it), place label and views.
 */
export function ExperienceCard({ experience, priority = false }: ExperienceCardProps) {
  const { i18n } = useTranslation(NS);
  const titleId = useId();
  return (
    <article className="mfd-card">
      <Link to={experienceLink(experience)} className="mfd-card__link" aria-labelledby={titleId}>
        <Thumbnail {...experienceThumbnail(experience)} width={320} height={180} priority={priority} />
        <h3 id={titleId} className="mfd-card__title">
          {experience.title}
        </h3>
      </Link>
      {experience.place_label && <p className="mfd-card__place">{experience.place_label}</p>}
      <p className="mfd-card__meta">{formatViews(experience.views_count, i18n.language)}</p>
    </article>
  );
}
