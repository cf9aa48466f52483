import type { FastifyInstance } from 'fastify';
import { routes, type Language, type Menu } from 'contract';
import { implement } from '../http/implement';
import { t, type MessageKey } from '../i18n';

const MENU: [MessageKey, string][] = [
  ['menu_home', '/'],
  ['menu_search', '/search'],
  ['menu_inspiration', '/my/inspiration'],
  ['menu_plans', '/my/plans'],
  ['menu_experiences', '/my/experiences'],
  ['menu_upload', '/experience/upload'],
  ['menu_favorites', '/my/favorites'],
  ['menu_history', '/my/history'],
];

export function menu(lang: Language): Menu {
  return { items: MENU.map(([key, url]) => ({ title: t(lang, key), url })) };
}

export function globalRoutes(app: FastifyInstance): void {
  implement(app, routes.getApp, async () => {
    const keys = app.config.publicKeys;
    return {
      data: {
        app_js: app.appJs(),
        google_maps_key: keys.googleMapsKey,
        google_maps_url: keys.googleMapsKey ? keys.googleMapsScriptUrl : undefined,
        recaptcha_site_key: keys.recaptchaSiteKey,
        google_client_id: keys.googleClientId,
        facebook_app_id: keys.facebookAppId,
        twitter_enabled: keys.twitterEnabled,
        // chapter suggestions need a YouTube Data API key (absent → off)
        youtube_chapters: app.config.youtube?.apiKey ? true : undefined,
        // finding or creating a place by its Google place id asks Place Details (absent key → off)
        google_places: app.config.googlePlaces.apiKey ? true : undefined,
        map_tile_url: keys.mapTileUrl ?? undefined,
        map_tile_attribution: keys.mapTileAttribution,
      },
    };
  });
  implement(app, routes.getGlobalMenu, async (req) => ({ data: menu(req.lang) }));
  implement(app, routes.getGlobalMenuV2, async (req) => ({ data: menu(req.lang) }));
}
