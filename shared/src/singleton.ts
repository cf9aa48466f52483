/**
 * The page's state: exactly one instance per page, whichever module's copy loads first, shared as a
 * strict-version federation singleton (`shared/singleton`, versioned by `singletonVersion` in
 * shared/package.json). Everything else in `shared` is library code each module bundles for itself.
 *
 * The rules that keep it one instance:
 * - files in this set import each other by relative path, and nothing from `shared` or `shared/singleton`;
 * - every other file of `shared` reaches these only through `shared/singleton` (never by relative path, which
 *   would bundle a second copy into the module);
 * - its exported names are recorded in singleton-api.json; changing them means a new `singletonVersion`
 *   (major when a name goes or changes, minor when one is added) — singleton.test.ts checks it.
 */
export * from './store';
export * from './i18n';
export * from './api/http';
export * from './ui/useScrollLock';
export * from './reactBindings';
export * from './queryClient';
