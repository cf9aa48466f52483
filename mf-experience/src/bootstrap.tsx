import { renderStandalone } from 'shared';
import { pages } from './pages';

renderStandalone('mf-experience', pages);
