import { BrowserRouter, Link, UNSAFE_NavigationContext, useLocation } from 'page-singleton';
import { useContext, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { RemoteRoot, type ParcelProps } from './RemoteRoot';
import { compilePattern, matchPattern, queryToObject } from './routeMatch';

export interface StandalonePage {
  pattern: string;
  Page: ComponentType<ParcelProps>;
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
  const el = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(el).render(
    <BrowserRouter>
      <StandaloneRoutes pages={pages} title={title} />
    </BrowserRouter>,
  );
}
