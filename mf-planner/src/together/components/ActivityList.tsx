import { useTranslation } from 'page-singleton';
import { NS } from '../../i18n';
import '../../screenStrings';
import { MemberMark } from './MemberMark';

/** One change as the list shows it: who, what (already phrased in the reader's language), when (ISO). */
export interface ActivityEntry {
  /** what tells it apart in the list (the plan's version and the change's place in it) */
  id: string;
  who: { display_name: string; profile_color: string };
  text: string;
  at: string;
}

const time = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

/** Who changed what, when: the newest first. */
export function ActivityList({ entries, language }: { entries: readonly ActivityEntry[]; language: string }) {
  const { t } = useTranslation(NS);
  return (
    <section className="mfp-together" aria-labelledby="mfp-activity-title">
      <h2 id="mfp-activity-title">{t('activity.title')}</h2>
      {entries.length === 0 ? (
        <p className="mfp-hint">{t('activity.empty')}</p>
      ) : (
        <ol className="mfp-together__activity">
          {entries.map((entry) => (
            <li key={entry.id}>
              <MemberMark name={entry.who.display_name} color={entry.who.profile_color} />
              <span className="mfp-together__change">{entry.text}</span>
              <time dateTime={entry.at}>{time(entry.at, language)}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
