import { HomeView } from './components/HomeView';
import { useHomeData } from './hooks/useHomeData';

/** Home (`/`): featured experiences and places from the API. */
export function HomePage() {
  const { experiences, places, countries } = useHomeData();
  return (
    <HomeView
      experiences={experiences.state}
      places={places.state}
      onRetryExperiences={experiences.retry}
      onRetryPlaces={places.retry}
      countries={countries.state}
      onRetryCountries={countries.retry}
    />
  );
}
