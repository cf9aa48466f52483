export { createSiteServer, cacheControlFor, isUnsafePath, sendStatus, FILE, PAGE, IMMUTABLE, REVALIDATE } from './site';
export type { SiteServerOptions } from './site';
export { listenUntilStopped } from './serve';
export type { ListenOptions } from './serve';
export {
  contentSecurityPolicy,
  fileSecurityHeaders,
  pageSecurityHeaders,
  permissionsPolicy,
  serviceWorkerSecurityHeaders,
  SERVICE_WORKER_PATH,
  thirdPartiesFromApp,
  NO_THIRD_PARTIES,
} from './securityHeaders';
export type { SecurityPolicyConfig, ThirdParties } from './securityHeaders';
