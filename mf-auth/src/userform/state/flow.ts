import { bus, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type User } from 'shared';

/** The login-flow screens. */
export type FlowScreen =
  | 'Login'
  | 'LoginWelcomeBack'
  | 'SignUp'
  | 'AccountMessage'
  | 'SignupSavePlanSuccessMessage'
  | 'ForgotPasswordMessage'
  | 'ForgotPassword'
  | 'ResetPassword'
  | 'SignUpSuccess';

/** The login-popup display states. */
export type PopupScreen = 'Loading' | 'SignupForm' | 'LoginForm' | 'SignUpSuccess' | 'WelcomeBack' | 'Tnc';

export type PasswordProblem = 'passwordRequired' | 'passwordShort' | 'passwordLong';

/** A new password: 8 to 128 characters, no composition rules (the server also refuses the most common ones). */
export function newPasswordProblem(password: string): PasswordProblem | null {
  if (password === '') return 'passwordRequired';
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'passwordShort';
  if ([...password].length > PASSWORD_MAX_LENGTH) return 'passwordLong';
  return null;
}

export interface MigrationResult {
  planId: number | null;
  poiCount: number;
}

/** How long the sign-up waits for the planner to move the guest plan/list before showing SignUpSuccess. */
export const MIGRATION_WAIT_MS = 4000;

/**
 * After a NEW account is created and signed in: emit `auth:signed-up` (the planner moves the guest plan and
 * inspiration list to the account and answers `planner:guest-migrated`). Resolves with that answer, or null
 * when nothing answered in time.
 */
export function announceSignUp(user: User, waitMs = MIGRATION_WAIT_MS): Promise<MigrationResult | null> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (value: MigrationResult | null) => {
      if (done) return;
      done = true;
      off();
      clearTimeout(timer);
      resolve(value);
    };
    const off = bus.on('planner:guest-migrated', (detail) => finish(detail));
    const timer = setTimeout(() => finish(null), waitMs);
    bus.emit('auth:signed-up', { user });
  });
}

/** The success screen after sign-up: the plan message when the planner saved a plan, else SignUpSuccess. */
export function successScreen(result: MigrationResult | null): 'SignupSavePlanSuccessMessage' | 'SignUpSuccess' {
  return result && result.planId !== null ? 'SignupSavePlanSuccessMessage' : 'SignUpSuccess';
}
