import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { experienceLink, thumbnailUrl, viewsLabel, type ExperienceSummary } from 'shared';
import { NS } from '../../i18n';
import './detail.css';

/** Experience cards (thumbnail, title, place label, views), each a link to the experience. */
export function ExperienceCards({ experiences }: { experiences: ExperienceSummary[] }) {
  const { i18n } = useTranslation(NS);
  return (
    <ul className="mfe-cards">
      {experiences.map((e) => (
        <li key={e.id} className="mfe-card">
          <Link to={experienceLink(e)} className="mfe-card__link">
            <img src={thumbnailUrl(e.video_type, e.video_id)} alt="" loading="lazy" width={320} height={180} />
            <span className="mfe-card__title">{e.title}</span>
          </Link>
          <span className="mfe-muted mfe-card__meta">
            {[e.place_label, viewsLabel(e.views_count, i18n.language)].filter(Boolean).join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
