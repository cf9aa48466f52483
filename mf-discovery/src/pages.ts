import { standalonePages } from 'shared';
import './i18n';
import { routes } from './routes';
import { HomePage } from './home/HomePage';
import { SearchPage } from './search/SearchPage';
import { PlacePage } from './place/PlacePage';

/** This remote's screens, by the routes it declares (routes.ts: the shell's table is made of the same declarations). */
export const pages = standalonePages(routes, { HomePage, SearchPage, PlacePage });
