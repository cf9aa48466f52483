import { lazy, Suspense } from 'react';
import { LoadingIndicator } from 'shared';
import { NotFoundPage } from './NotFoundPage';
import type { ShellPage } from '../routes';

// Pages few visitors open are fetched when opened, keeping them out of every first visit's download.
const SandboxPage = lazy(() => import('./SandboxPage').then((m) => ({ default: m.SandboxPage })));
const StaticPage = lazy(() => import('./StaticPage').then((m) => ({ default: m.StaticPage })));

/** Pages the shell renders itself: sandbox, 404, terms and conditions, privacy policy. */
export function ShellPageView({ page }: { page: ShellPage }) {
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <ShellPageContent page={page} />
    </Suspense>
  );
}

function ShellPageContent({ page }: { page: ShellPage }) {
  switch (page) {
    case 'notFound':
      return <NotFoundPage />;
    case 'sandbox':
      return <SandboxPage />;
    case 'terms':
      return <StaticPage kind="tnc" />;
    case 'privacy':
      return <StaticPage kind="privacy" />;
  }
}
