import { Link, useTranslation } from 'page-singleton';
import { Thumbnail, experienceLink, experienceThumbnail, formatViews, type ExperienceSummary } from 'shared';
import { memo } from 'react';
import { NS } from '../../i18n';
import '../../common/home.css';

export interface ExperienceCardProps {
  experience: ExperienceSummary;
  /** one of the first cards on screen: its thumbnail is fetched at once with high priority */
  priority?: boolean;
}

/**
 * One featured experience: thumbnail and title (one link), place label and views. The link is named by what it
 * shows (the visible label is part of the name, so a voice command saying it finds it): the title first, then
 * the thumbnail's name, its place; the title comes first in the link and the thumbnail is drawn above it.
 * A memo: a list renders its cards again only for what changed in them (an answer keeps the objects it did not
 * change), not for every other list on the page that arrives.
 */
export const ExperienceCard = memo(function ExperienceCard({ experience, priority = false }: ExperienceCardProps) {
  const { i18n } = useTranslation(NS);
  return (
    <article className="mfd-card">
      <Link to={experienceLink(experience)} className="mfd-card__link">
        <h3 className="mfd-card__title">{experience.title}</h3>
        <Thumbnail
          {...experienceThumbnail(experience)}
          width={320}
          height={180}
          priority={priority}
          className="mfd-card__picture"
        />
      </Link>
      {experience.place_label && <p className="mfd-card__place">{experience.place_label}</p>}
      <p className="mfd-card__meta">{formatViews(experience.views_count, i18n.language)}</p>
    </article>
  );
});
