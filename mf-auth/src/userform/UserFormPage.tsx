import { useLocation, useNavigate } from 'react-router-dom';
import type { ParcelProps } from 'shared';
import { LoginScreen } from './components/LoginScreen';
import { NotBuiltYet } from './components/NotBuiltYet';
import { useEmailLogin } from './hooks/useEmailLogin';
import { userFormMode } from './state/mode';
import { completeSignIn } from './state/signIn';

function LoginRoute({ returnUrl }: { returnUrl: string | undefined }) {
  const navigate = useNavigate();
  const { submit, submitting, error, clearError } = useEmailLogin();
  return (
    <LoginScreen
      submitting={submitting}
      error={error}
      onEdit={() => error && clearError()}
      onSubmit={async (values) => {
        const user = await submit(values);
        if (user) completeSignIn(user, returnUrl, navigate);
      }}
    />
  );
}

/** `/login`, `/signup`, `/forgot-password`, `/reset-password/:token`: one user-form screen (spec §2). */
export function UserFormPage({ query }: Partial<Pick<ParcelProps, 'query'>>) {
  const location = useLocation();
  const mode = userFormMode(location.pathname);
  if (mode === 'login') return <LoginRoute returnUrl={query?.returnUrl} />;
  return <NotBuiltYet mode={mode} />;
}
