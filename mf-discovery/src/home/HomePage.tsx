import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api, type ExperienceSummary, type Place } from 'shared';
import { NS } from '../i18n';

export function HomePage() {
  const { t } = useTranslation(NS);
  const [experiences, setExperiences] = useState<ExperienceSummary[] | null>(null);
  const [places, setPlaces] = useState<Place[] | null>(null);
  useEffect(() => {
    api.call('getForHome').then((r) => setExperiences(r.data ?? []));
    api.call('getPlaceHome').then((r) => setPlaces(r.data ?? []));
  }, []);
  return (
    <main>
      <h1>{t('home.title')}</h1>
      <h2>{t('home.experiences')}</h2>
      <ul>
        {experiences?.map((e) => (
          <li key={e.id}>
            <Link to={`/experience/${e.id}--${e.slug}`}>{e.title}</Link>
          </li>
        ))}
      </ul>
      <h2>{t('home.places')}</h2>
      <ul>{places?.map((p) => <li key={p.id}>{p.place_name}</li>)}</ul>
    </main>
  );
}
