import { Link, useLocation, useNavigate, useTranslation } from 'page-singleton';
import { useEffect, useRef, useState } from 'react';
import { bus, useAppInfo, useEvent, type ParcelProps, type User, runApiMutation } from 'shared';
import { NS } from '../i18n';
import { DeadResetLink } from './components/DeadResetLink';
import { FlowMessage } from './components/FlowMessage';
import { ForgotPasswordForm } from './components/ForgotPasswordForm';
import { LoginForm } from './components/LoginForm';
import { PasskeySignIn } from './components/PasskeySignIn';
import { ResetPasswordForm } from './components/ResetPasswordForm';
import { SignUpForm } from './components/SignUpForm';
import { SocialButtons } from './components/SocialButtons';
import { addressIsFree, useAuthCall } from './hooks/useAuthCall';
import { useEmailLogin } from './hooks/useEmailLogin';
import { usePasskey } from './hooks/usePasskey';
import { useResetLinkCheck, type ResetLinkState } from './hooks/useResetLinkCheck';
import { takeTwitter, useSocialProviders, useSocialSignIn } from './hooks/useSocialSignIn';
import { announceSignUp, successScreen, type FlowScreen, type MigrationResult } from './state/flow';
import { userFormMode, type UserFormMode } from './state/mode';
import { safeReturnUrl } from './state/returnUrl';
import { completeSignIn } from './state/signIn';
import '../common/userform.css';

const START: Record<UserFormMode, FlowScreen> = {
  login: 'Login',
  signup: 'SignUp',
  'forgot-password': 'ForgotPassword',
  'reset-password': 'ResetPassword',
};

type Props = Partial<Pick<ParcelProps, 'query' | 'params'>>;

/** `/login`, `/signup`, `/forgot-password`, `/reset-password/:token`: one user-form screen. */
export function UserFormPage({ query, params }: Props) {
  const location = useLocation();
  const mode = userFormMode(location.pathname);
  // a new start (another route of the form) starts the flow afresh
  return (
    <UserFlow key={mode} mode={mode} query={query ?? {}} token={params?.token ?? location.pathname.split('/')[2]} />
  );
}

function UserFlow({ mode, query, token }: { mode: UserFormMode; query: Record<string, string>; token?: string }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const info = useAppInfo();
  const providers = useSocialProviders();
  const returnUrl = query.returnUrl;
  const [screen, setScreen] = useState<FlowScreen>(START[mode]);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [newUser, setNewUser] = useState<{ user: User; migration: MigrationResult | null } | null>(null);
  const [tnc, setTnc] = useState(false);
  const [captchaReset, setCaptchaReset] = useState(0);
  const login = useEmailLogin();
  const call = useAuthCall();
  const social = useSocialSignIn();
  const passkey = usePasskey();
  const resetLink = useResetLinkCheck(mode === 'reset-password' ? (token ?? '') : null);
  const announced = useRef(false);

  /** A new account: the planner moves the guest plan/list, then the success screen; signed-in follows on Continue. */
  const afterSignUp = async (user: User) => {
    setEmail(user.shown_email ?? '');
    const migration = await announceSignUp(user);
    setNewUser({ user, migration });
    setScreen(successScreen(migration));
  };
  const finishSignUp = (to: string) => {
    if (!newUser || announced.current) return;
    announced.current = true;
    completeSignIn(newUser.user, to, navigate);
  };
  // leaving the success screen any other way still tells the shell who is signed in
  const pendingUser = useRef<User | null>(null);
  pendingUser.current = announced.current ? null : (newUser?.user ?? null);
  useEffect(
    () => () => {
      if (pendingUser.current && !announced.current) bus.emit('auth:signed-in', { user: pendingUser.current });
    },
    [],
  );

  /** Sign-up's first step, whichever way: an address that has an account turns into a welcome back. */
  const isNewAddress = (address: string, password?: string) =>
    addressIsFree(call, address, password, (free) => {
      setEmail(address);
      if (!free) setScreen('LoginWelcomeBack');
    });

  const afterSocial = async (user: User | null) => {
    if (!user) return;
    if (user.new_user) await afterSignUp(user);
    else completeSignIn(user, returnUrl, navigate);
  };

  // back from Twitter: /login?oauth_token=…&oauth_verifier=…
  const twitterDone = useRef(false);
  const twitterSignIn = useEvent((oauthToken: string, oauthVerifier: string) => {
    const saved = takeTwitter(oauthToken);
    void call
      .run(() =>
        runApiMutation('twitterSignIn', {
          body: {
            oauth_token: oauthToken,
            oauth_verifier: oauthVerifier,
            oauth_secret: saved?.oauthSecret ?? '',
            tnc: saved?.tnc ?? false,
          },
        }),
      )
      .then((r) => afterSocial(r?.data ?? null));
  });
  useEffect(() => {
    if (twitterDone.current || !query.oauth_token || !query.oauth_verifier) return;
    twitterDone.current = true;
    twitterSignIn(query.oauth_token, query.oauth_verifier);
  }, [query.oauth_token, query.oauth_verifier, twitterSignIn]);

  const socialButtons = (
    <SocialButtons
      providers={providers}
      tnc={tnc}
      onTncChange={setTnc}
      busy={social.busy}
      onSelect={async (p) => afterSocial(await social.signIn(p, tnc))}
    />
  );
  const socialError = social.error ?? (mode === 'login' ? call.error : null);
  const resetLinkStatus = (link: Exclude<ResetLinkState, { status: 'usable' }>) =>
    link.status === 'dead' ? (
      <DeadResetLink message={link.message} />
    ) : (
      <p role="status" className="ti-form-note">
        {t('flow.resetLinkChecking')}
      </p>
    );
  const tncLink = <Link to="/terms-conditions">{t('flow.tncLink')}</Link>;

  let title: string;
  let body: JSX.Element;
  switch (screen) {
    case 'Login':
    case 'LoginWelcomeBack':
      title = screen === 'Login' ? t('login.title') : t('flow.welcomeBackTitle');
      body = (
        <>
          {screen === 'LoginWelcomeBack' && <p className="ti-form-note">{t('flow.welcomeBackIntro', { email })}</p>}
          <LoginForm
            initialEmail={email}
            submitting={login.submitting}
            siteKey={info?.recaptcha_site_key}
            captchaNeeded={login.captchaNeeded}
            captchaReset={login.captchaReset}
            error={login.error ?? socialError}
            onEdit={() => {
              if (login.error) login.clearError();
              if (social.error) social.clearError();
              if (passkey.error) passkey.clearError();
            }}
            onSubmit={async (values) => {
              const user = await login.submit(values);
              if (user) completeSignIn(user, returnUrl, navigate);
            }}
            footer={
              <>
                <Link to="/forgot-password">{t('login.forgot')}</Link>
                {screen === 'Login' && <Link to={`/signup${location.search}`}>{t('login.signup')}</Link>}
              </>
            }
          />
          <PasskeySignIn
            busy={passkey.busy}
            error={passkey.error}
            onSignIn={async () => {
              const user = await passkey.signIn();
              if (user) completeSignIn(user, returnUrl, navigate);
            }}
          />
          {socialButtons}
        </>
      );
      break;
    case 'SignUp':
      title = t('flow.signupTitle');
      body = (
        <>
          <p className="ti-form-note">{t('flow.signupIntro')}</p>
          <SignUpForm
            submitting={call.submitting}
            error={call.error ?? passkey.error ?? social.error}
            onEdit={() => {
              call.clearError();
              passkey.clearError();
            }}
            tncLink={tncLink}
            onSubmit={async ({ email: address, password }) => {
              if (!(await isNewAddress(address, password))) return;
              const created = await call.run(() =>
                runApiMutation('emailSignUp', { body: { email: address, password } }),
              );
              if (created?.data) await afterSignUp(created.data);
            }}
            passkeyBusy={passkey.busy}
            onPasskey={async (address) => {
              if (!(await isNewAddress(address))) return;
              const created = await passkey.signUp(address);
              if (created) await afterSignUp(created);
            }}
            footer={<Link to={`/login${location.search}`}>{t('flow.haveAccount')}</Link>}
          />
          {socialButtons}
        </>
      );
      break;
    case 'SignUpSuccess':
    case 'SignupSavePlanSuccessMessage': {
      const planId = newUser?.migration?.planId ?? null;
      title = screen === 'SignUpSuccess' ? t('flow.signupSuccessTitle') : t('flow.savePlanSuccessTitle');
      body = (
        <FlowMessage
          title={title}
          tone="success"
          level={1}
          actions={
            <>
              {planId !== null && (
                <button type="button" className="mfa-linkbutton" onClick={() => finishSignUp(`/my/plans/${planId}`)}>
                  {t('flow.seePlan')}
                </button>
              )}
              <button type="button" className="mfa-linkbutton" onClick={() => finishSignUp(safeReturnUrl(returnUrl))}>
                {t('flow.continue')}
              </button>
            </>
          }
        >
          <p>
            {screen === 'SignUpSuccess'
              ? t('flow.signupSuccessText', { email })
              : t('flow.savePlanSuccessText', { email, count: newUser?.migration?.poiCount ?? 0 })}
          </p>
        </FlowMessage>
      );
      break;
    }
    case 'ForgotPassword':
      title = t('flow.forgotTitle');
      body = (
        <>
          <p className="ti-form-note">{t('flow.forgotIntro')}</p>
          <ForgotPasswordForm
            siteKey={info?.recaptcha_site_key}
            captchaReset={captchaReset}
            submitting={call.submitting}
            error={call.error}
            onEdit={call.clearError}
            onSubmit={async (values) => {
              const r = await call.run(() => runApiMutation('forgotPassword', { body: values }));
              if (!r) {
                setCaptchaReset((n) => n + 1);
                return;
              }
              setMessage(r.message ?? '');
              setScreen('ForgotPasswordMessage');
            }}
            footer={<Link to="/login">{t('flow.backToLogin')}</Link>}
          />
        </>
      );
      break;
    case 'ForgotPasswordMessage':
    case 'AccountMessage':
      title = screen === 'ForgotPasswordMessage' ? t('flow.forgotSentTitle') : t('flow.resetDoneTitle');
      body = (
        <FlowMessage title={title} tone="success" level={1} actions={<Link to="/login">{t('flow.backToLogin')}</Link>}>
          <p>{message}</p>
        </FlowMessage>
      );
      break;
    case 'ResetPassword':
      title = t('flow.resetTitle');
      if (resetLink.status !== 'usable') {
        body = resetLinkStatus(resetLink);
        break;
      }
      body = (
        <>
          <ResetPasswordForm
            submitting={call.submitting}
            error={call.error}
            onEdit={call.clearError}
            onSubmit={async (password) => {
              const r = await call.run(() =>
                runApiMutation('resetPassword', { body: { token: token ?? '', password } }),
              );
              if (!r) return;
              setMessage(r.message ?? '');
              setScreen('AccountMessage');
            }}
          />
          {call.error && (
            <p className="mfa-footer">
              <Link to="/forgot-password">{t('flow.askNewLink')}</Link>
            </p>
          )}
        </>
      );
      break;
  }
  const isMessage =
    ['SignUpSuccess', 'SignupSavePlanSuccessMessage', 'ForgotPasswordMessage', 'AccountMessage'].includes(screen) ||
    (screen === 'ResetPassword' && resetLink.status === 'dead');
  return (
    <main className="mfa-page" data-screen={screen}>
      {!isMessage && <h1>{title}</h1>}
      {body}
    </main>
  );
}
