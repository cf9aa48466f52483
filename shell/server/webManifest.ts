// The web app manifest, one per language: what a browser installs the site as (its name, icons, colours, the
// address it opens at). The page links the manifest of the language it is written in (head.ts).
import type { Language } from 'contract';
import { SITE_TEXT } from '../src/seo/siteText';
import { serverStrings } from './server.strings';

/**
 * The site's colours as the design tokens define them (shared/src/ui/ui.css: `--ti-primary`, the brand teal of the
 * header and the icons; `--ti-bg`, the page's background). A unit test holds them to the stylesheet.
 */
export const THEME_COLOUR = '#0b7a72';
export const BACKGROUND_COLOUR = '#ffffff';

/** The icons the shell's build draws (build-config/appIcons.js writes these very files). */
export const MANIFEST_ICONS = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export const MANIFEST_CONTENT_TYPE = 'application/manifest+json; charset=utf-8';

/** Where the manifest of a language is: one address per language, so a cache never hands one language's to another. */
export function webManifestPath(language: Language): string {
  return `/manifest.${language}.webmanifest`;
}

export interface WebManifest {
  id: string;
  lang: Language;
  dir: 'ltr';
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: readonly { src: string; sizes: string; type: string; purpose: string }[];
}

/**
 * The manifest in `language`. The installed app opens at the home page and covers the whole site (`scope` `/`, the
 * service worker's scope too); its `id` is the same in both languages, so a browser knows it as one app whichever
 * language installed it.
 */
export function webManifest(language: Language): WebManifest {
  return {
    id: '/',
    lang: language,
    dir: 'ltr',
    name: SITE_TEXT[language].brand,
    short_name: serverStrings.text(language, 'appShortName'),
    description: SITE_TEXT[language].description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: MANIFEST_ICONS,
  };
}
