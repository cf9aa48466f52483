/**
 * The page's state: exactly one instance per page, whichever module's copy loads first, shared through Module
 * Federation as a strict-version singleton at this package's version (build-config/webpack.js). Everything in the
 * browser kit (`shared`) and the contract is library code each module bundles for itself; they reach this package
 * by its name like any other package, so no module can bundle a second copy of its files.
 *
 * Its exported names are recorded in singleton-api.json; changing them means a new `version` in
 * page-singleton/package.json (major when a name goes or changes, minor when one is added) — singleton.test.ts
 * checks it. `page-singleton/bus` is not part of it: the bus is stateless (backed by `window`), each module may
 * bundle its own copy.
 */
export * from './store';
export * from './i18n';
export * from './http';
export * from './useScrollLock';
export * from './reactBindings';
export * from './queryClient';
