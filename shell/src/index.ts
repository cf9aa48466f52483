import { showBootError } from './bootError';

// async boundary: shared singletons are negotiated before any app code runs
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((err: unknown) => {
  console.error('[shell] the application could not be loaded', err instanceof Error ? err.message : err);
  showBootError();
});
