import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { experienceLink, formatViews, thumbnailUrl, type ExperienceSummary } from 'shared';
import { NS } from '../../i18n';

/** One featured experience: thumbnail and title (one link), place label and views. */
export function ExperienceCard({ experience }: { experience: ExperienceSummary }) {
  const { i18n } = useTranslation(NS);
  const thumb = thumbnailUrl(experience.video_type, experience.video_id);
  return (
    <article className="mfd-card">
      <Link to={experienceLink(experience)} className="mfd-card__link">
        <img className="mfd-card__thumb" src={thumb} alt="" loading="lazy" width={320} height={180} />
        <h3 className="mfd-card__title">{experience.title}</h3>
      </Link>
      {experience.place_label && <p className="mfd-card__place">{experience.place_label}</p>}
      <p className="mfd-card__meta">{formatViews(experience.views_count, i18n.language)}</p>
    </article>
  );
}
