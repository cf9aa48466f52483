// The contract's schemas are the server's (the API validates with them; they need the schema builder): the browser
// gets their types, and at run time only the plain constants and the endpoint table it calls by.
export type * from 'contract';
export * from 'contract/constants';
export * from 'contract/endpoints';
export * from './api';
export * from 'page-singleton/bus';
export * from 'page-singleton';
export * from 'contract/format';
export * from './ui/sanitizeHtml';
export * from './ui';
export * from './runtime/RemoteRoot';
export * from './runtime/chunkError';
export * from './runtime/parcel';
export * from './runtime/routeMatch';
export * from './runtime/standalone';
export * from './runtime/remoteLoader';
export * from './runtime/RemoteWidget';
export * from './runtime/exposedModules';
export * from './runtime/LoadingIndicator';
export * from './api/appInfo';
export * from './runtime/useFirstScreen';
export * from './runtime/passkeyProblem';
export * from './session';
