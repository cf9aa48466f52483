import { NotFoundPage } from './NotFoundPage';
import { SandboxPage } from './SandboxPage';
import { StaticPage } from './StaticPage';
import type { ShellPage } from '../routes/table';

/** Pages the shell renders itself (DESIGN §3). */
export function ShellPageView({ page }: { page: ShellPage }) {
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
