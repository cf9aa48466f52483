// What the menu drawer and the sandbox page take from the layout.
export { useApiMenu, type MenuState } from './useMiscMenu';
export { LanguageSwitch } from './LanguageSwitch';
export { CookieBannerView } from './CookieBanner';
