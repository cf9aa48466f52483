import { LoadFailed, Spinner } from 'shared';
import '../../common/detail.css';
import '../../common/studio.css';

/** A publishing screen while its data loads. */
export function StudioLoading({ heading, label }: { heading: string; label: string }) {
  return (
    <main className="mfe-studio" aria-busy="true">
      <h1>{heading}</h1>
      <Spinner label={label} />
    </main>
  );
}

/** A publishing screen that could not load (with Retry when it may help). */
export function StudioError({ heading, message, onRetry }: { heading: string; message: string; onRetry?: () => void }) {
  return (
    <main className="mfe-studio">
      <h1>{heading}</h1>
      <LoadFailed message={message} onRetry={onRetry} />
    </main>
  );
}
