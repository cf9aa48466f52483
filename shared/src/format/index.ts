/** The formatters of spec §9: pure functions, each concern in its own file. */
export * from './language';
export * from './number';
export * from './views';
export * from './relativeTime';
export * from './duration';
export * from './videoTime';
export * from './tradingHours';
export * from './currency';
export * from './distance';
export * from './richText';
export * from './sanitizeHtml';
export * from './place';
export * from './links';
export * from './video';
export * from './colors';
export * from './slugify';
export * from './cookie';
