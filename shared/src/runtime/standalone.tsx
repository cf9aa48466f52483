import { BrowserRouter, Link, UNSAFE_NavigationContext, useLocation } from 'page-singleton';
import { useContext, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { registerApiMutations } from '../api/mutations';
import { RemoteRoot, type ParcelProps } from './RemoteRoot';
import { compilePattern, matchPattern, queryToObject } from './routeMatch';

export interface StandalonePage {
  pattern: string;
  Page: ComponentType<ParcelProps>;
}

/**
 * A remote's screens for its standalone page, by its declared routes (its `routes` entry): the compiler asks for a
 * screen for every module the routes show, and no other.
 */
export function standalonePages<const Routes extends readonly { pattern: string; remote: { module: string } }[]>(
  routes: Routes,
  screens: Record<Routes[number]['remote']['module'], ComponentType<ParcelProps>>,
): StandalonePage[] {
  return routes.map((route) => ({
    pattern: route.pattern,
    Page: screens[route.remote.module as Routes[number]['remote']['module']],
  }));
}

function StandaloneRoutes({ pages, title }: { pages: StandalonePage[]; title: string }) {
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  for (const { pattern, Page } of pages) {
    const params = matchPattern(compilePattern(pattern), location.pathname);
    if (params) {
      return (
        <RemoteRoot location={location} navigator={navigator}>
          <Page location={location} navigator={navigator} params={params} query={queryToObject(location.search)} />
        </RemoteRoot>
      );
    }
  }
  return (
    <main>
      <h1>{title}</h1>
      {/* a developer's page (webpack serve), never shown to a visitor */}
      {/* eslint-disable-next-line no-restricted-syntax */}
      <p>Standalone development page. Screens of this remote:</p>
      <ul>
        {pages.map(({ pattern }) => (
          <li key={pattern}>
            <Link to={pattern.replace(/:([A-Za-z]+)/g, (_, n: string) => (/(^id$|Id$)/.test(n) ? '1' : n))}>
              {pattern}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

/** Render a remote's screens without the shell (its own dev page). */
export function renderStandalone(title: string, pages: StandalonePage[]): void {
  // the declared writes are known to the page's cache (their defaults) before a screen writes
  registerApiMutations();
  const el = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(el).render(
    <BrowserRouter>
      <StandaloneRoutes pages={pages} title={title} />
    </BrowserRouter>,
  );
}
