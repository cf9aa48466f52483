import { useNavigate } from 'page-singleton';
import { searchFor } from '../search';
import { HomeView } from './components/HomeView';
import { useHomeData } from './hooks/useHomeData';

/** Home (`/`): a search box, featured experiences and places from the API. */
export function HomePage() {
  const { experiences, places, countries } = useHomeData();
  const navigate = useNavigate();
  return (
    <HomeView
      experiences={experiences.state}
      places={places.state}
      onRetryExperiences={experiences.retry}
      onRetryPlaces={places.retry}
      countries={countries.state}
      onRetryCountries={countries.retry}
      onSearch={(term) => navigate(searchFor(term))}
    />
  );
}
