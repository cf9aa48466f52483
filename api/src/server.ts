import { loadConfig } from './config';
import { serve } from './serve';

serve(loadConfig()).catch((err: unknown) => {
  console.error('API failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
