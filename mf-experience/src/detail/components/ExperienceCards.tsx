import { Link, useTranslation } from 'page-singleton';
import { Thumbnail, experienceLink, experienceThumbnail, viewsLabel, type ExperienceSummary } from 'shared';
import { NS } from '../../i18n';
import '../../common/detail.css';

/**
 * Experience cards (thumbnail, title, place label, views), each a link to the experience named by what it shows
 * (the visible label is part of the name, so a voice command saying it finds it): the title first, then the
 * thumbnail's name, its place; the title comes first in the link and the thumbnail is drawn above it.
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
  return (
    <li className="mfe-card">
      <Link to={experienceLink(e)} className="mfe-card__link">
        <span className="mfe-card__title">{e.title}</span>
        <Thumbnail {...experienceThumbnail(e)} width={320} height={180} className="mfe-card__thumb" />
      </Link>
      <span className="mfe-muted mfe-card__meta">
        {[e.place_label, viewsLabel(e.views_count, i18n.language)].filter(Boolean).join(' · ')}
      </span>
    </li>
  );
}
