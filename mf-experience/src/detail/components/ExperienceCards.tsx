import { Link, useTranslation } from 'shared/singleton';
import { useId } from 'react';
import { Thumbnail, experienceLink, experienceThumbnail, viewsLabel, type ExperienceSummary } from 'shared';
import { NS } from '../../i18n';
import '../../common/detail.css';

/**
 * Experience cards (thumbnail, title, place label, views), each a link to the experience named by its title
 * alone (the thumbnail's name, its place, is written under it).
 */
export function ExperienceCards({ experiences }: { experiences: ExperienceSummary[] }) {
  return (
    <ul className="mfe-cards">
      {experiences.map((e) => (
        <ExperienceCardItem key={e.id} experience={e} />
      ))}
    </ul>
  );
}

function ExperienceCardItem({ experience: e }: { experience: ExperienceSummary }) {
  const { i18n } = useTranslation(NS);
  const titleId = useId();
  return (
    <li className="mfe-card">
      <Link to={experienceLink(e)} className="mfe-card__link" aria-labelledby={titleId}>
        <Thumbnail {...experienceThumbnail(e)} width={320} height={180} className="mfe-card__thumb" />
        <span id={titleId} className="mfe-card__title">
          {e.title}
        </span>
      </Link>
      <span className="mfe-muted mfe-card__meta">
        {[e.place_label, viewsLabel(e.views_count, i18n.language)].filter(Boolean).join(' · ')}
      </span>
    </li>
  );
}
