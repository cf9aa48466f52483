import type { StandalonePage } from 'shared';
import './i18n';
import { HomePage } from './home/HomePage';
import { SearchPage } from './search/SearchPage';
import { PlacePage } from './place/PlacePage';

/** This remote's screens by route pattern (the shell's table maps the same patterns to the exposed parcels). */
export const pages: StandalonePage[] = [
  { pattern: '/', Page: HomePage },
  { pattern: '/search', Page: SearchPage },
  { pattern: '/tag/:slug', Page: SearchPage },
  { pattern: '/place/:placeId--:slug', Page: PlacePage },
];
