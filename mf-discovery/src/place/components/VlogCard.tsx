import { Link, useTranslation } from 'page-singleton';
import { experienceLink, formatVideoTime, type PlaceVlog } from 'shared';
import { NS } from '../../i18n';
import { ExperienceCard } from '../../home';
import './place.css';

export interface VlogCardProps {
  vlog: PlaceVlog;
  /** the place whose page this is: its own name is not repeated in the moment */
  placeId: number;
}

/**
 * A vlog of a place with the moment it shows it ("at 4:10", or "Kinkaku-ji at 4:10" for a place inside it). The
 * moment links to the experience page, which opens at its start (it takes no start time in its address).
 */
export function VlogCard({ vlog, placeId }: VlogCardProps) {
  const { t } = useTranslation(NS);
  const time = formatVideoTime(vlog.moment.time);
  const moment =
    vlog.moment.place.id === placeId
      ? t('place.momentAt', { time })
      : t('place.momentAtPlace', { time, place: vlog.moment.place.place_name });
  return (
    <div className="mfd-vlog">
      <ExperienceCard experience={vlog} />
      <p className="mfd-vlog-moment">
        <Link to={experienceLink(vlog)} aria-label={t('place.momentLink', { moment, title: vlog.title })}>
          {moment}
        </Link>
      </p>
    </div>
  );
}
