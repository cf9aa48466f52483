import { useTranslation } from 'page-singleton';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  bus,
  Modal,
  SafeHtml,
  Spinner,
  useApiQuery,
  useAppInfo,
  useEvent,
  type BusEvents,
  type PageContent,
  type User,
  runApiMutation,
} from 'shared';
import { NS } from '../i18n';
import {
  announceSignUp,
  FlowMessage,
  LoginForm,
  SignUpForm,
  SocialButtons,
  addressIsFree,
  PasskeySignIn,
  useAuthCall,
  useEmailLogin,
  usePasskey,
  useSocialProviders,
  useSocialSignIn,
  type PopupScreen,
  type SignUpValues,
} from '../userform';
import '../common/userform.css';

export interface LoginPopupViewProps {
  open: boolean;
  screen: PopupScreen;
  reason?: string;
  onClose: () => void;
  onScreen: (screen: PopupScreen) => void;
  /** go to another route of the user form (closes the popup) */
  onGo: (path: '/forgot-password') => void;
  onLogin: Parameters<typeof LoginForm>[0]['onSubmit'];
  /** the sign-in needs a captcha now, and how many attempts were refused since (see LoginForm) */
  captchaNeeded?: boolean;
  captchaReset?: number;
  /** reCAPTCHA site key from GET /app */
  siteKey?: string;
  onSignUp: (values: SignUpValues) => void;
  submitting?: boolean;
  error?: string | null;
  onEdit?: () => void;
  /** the address a welcome back / sign-up success is about */
  email?: string;
  /** Tnc: the page from GET /misc/tnc; null when it could not be loaded; undefined while loading */
  tnc?: PageContent | null;
  /** the social sign-in buttons (shown under the login and sign-up forms) */
  social?: ReactNode;
  /** "Sign in with a passkey" (shown under the login form) */
  passkeySignIn?: ReactNode;
  /** "Sign up with a passkey" chosen on the sign-up form, with its address */
  onPasskeySignUp?: (email: string) => void;
  passkeyBusy?: boolean;
}

/** The login popup (presentational): one of its display states (`PopupScreen`) inside the shared Modal. */
export function LoginPopupView(props: LoginPopupViewProps) {
  const { open, screen, reason, onClose, onScreen, onGo, submitting, error, onEdit, email = '', tnc, social } = props;
  const { captchaNeeded, captchaReset, siteKey } = props;
  const { t } = useTranslation(NS);
  const headings: Record<PopupScreen, string> = {
    Loading: t('flow.loading'),
    LoginForm: t('login.title'),
    WelcomeBack: t('flow.welcomeBackTitle'),
    SignupForm: t('popup.signupTitle'),
    SignUpSuccess: t('flow.signupSuccessTitle'),
    Tnc: t('popup.tncTitle'),
  };
  let body: ReactNode;
  switch (screen) {
    case 'Loading':
      body = (
        <p role="status" className="mfa-loading">
          <Spinner /> {t('flow.loading')}
        </p>
      );
      break;
    case 'LoginForm':
    case 'WelcomeBack':
      body = (
        <>
          {screen === 'LoginForm' && reason && <p className="mfa-reason">{reason}</p>}
          {screen === 'WelcomeBack' && <p className="mfa-reason">{t('flow.welcomeBackIntro', { email })}</p>}
          <LoginForm
            initialEmail={email}
            onSubmit={props.onLogin}
            siteKey={siteKey}
            captchaNeeded={captchaNeeded}
            captchaReset={captchaReset}
            submitting={submitting}
            error={error}
            onEdit={onEdit}
            footer={
              <>
                <button type="button" className="mfa-linkbutton" onClick={() => onGo('/forgot-password')}>
                  {t('login.forgot')}
                </button>
                {screen === 'LoginForm' && (
                  <button type="button" className="mfa-linkbutton" onClick={() => onScreen('SignupForm')}>
                    {t('login.signup')}
                  </button>
                )}
              </>
            }
          />
          {props.passkeySignIn}
          {social}
        </>
      );
      break;
    case 'SignupForm':
      body = (
        <>
          <SignUpForm
            initialEmail={email}
            onSubmit={props.onSignUp}
            onPasskey={props.onPasskeySignUp}
            passkeyBusy={props.passkeyBusy}
            submitting={submitting}
            error={error}
            onEdit={onEdit}
            tncLink={
              <button type="button" className="mfa-linkbutton" onClick={() => onScreen('Tnc')}>
                {t('flow.tncLink')}
              </button>
            }
            footer={
              <button type="button" className="mfa-linkbutton" onClick={() => onScreen('LoginForm')}>
                {t('flow.haveAccount')}
              </button>
            }
          />
          {social}
        </>
      );
      break;
    case 'SignUpSuccess':
      body = (
        <FlowMessage
          title={t('flow.signupSuccessTitle')}
          tone="success"
          actions={
            <button type="button" className="mfa-linkbutton" onClick={onClose}>
              {t('flow.continue')}
            </button>
          }
        >
          <p>{t('flow.signupSuccessText', { email })}</p>
        </FlowMessage>
      );
      break;
    case 'Tnc':
      body = (
        <div className="mfa-tnc">
          {tnc === undefined ? (
            <p role="status">
              <Spinner /> {t('flow.loading')}
            </p>
          ) : tnc === null ? (
            <p>{t('popup.tncUnavailable')}</p>
          ) : (
            <SafeHtml className="mfa-tnc-text" html={tnc.html} headings />
          )}
          <button type="button" className="mfa-linkbutton" onClick={() => onScreen('SignupForm')}>
            {t('popup.back')}
          </button>
        </div>
      );
      break;
  }
  return (
    <Modal open={open} onClose={onClose} heading={screen === 'SignUpSuccess' ? undefined : headings[screen]}>
      <div data-screen={screen}>{body}</div>
    </Modal>
  );
}

/**
 * The login popup widget: opens on `auth:open-login`, signs in (or up) without leaving the page. Sign-in:
 * emits `auth:signed-in` and closes. Sign-up: emits `auth:signed-up` (the planner moves the guest plan), shows
 * SignUpSuccess, then `auth:signed-in`. It needs no router (links go through the bus).
 */
export interface LoginPopupProps {
  /** the `auth:open-login` request the popup was loaded for (the shell loads it on the first one): open with it */
  openRequest?: BusEvents['auth:open-login'];
}

export function LoginPopup({ openRequest }: LoginPopupProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<string | undefined>();
  const [screen, setScreen] = useState<PopupScreen>('LoginForm');
  const [email, setEmail] = useState('');
  const [tncAccepted, setTncAccepted] = useState(false);
  const [session, setSession] = useState(0);
  const login = useEmailLogin();
  const call = useAuthCall();
  const social = useSocialSignIn();
  const passkey = usePasskey();
  const providers = useSocialProviders();
  const info = useAppInfo();
  const signedUp = useRef<User | null>(null);

  // (each opening starts a fresh form; the handler sees this render's state)
  const openWith = useEvent((detail: BusEvents['auth:open-login'] | undefined) => {
    setReason(detail?.reason);
    login.clearError();
    call.clearError();
    passkey.clearError();
    setScreen('LoginForm');
    setEmail('');
    setSession((n) => n + 1); // a fresh form each time it opens
    setOpen(true);
  });
  useEffect(() => bus.on('auth:open-login', openWith), [openWith]);
  // the request the popup was loaded for
  useEffect(() => {
    if (openRequest) openWith(openRequest);
  }, [openRequest, openWith]);

  // the terms, from the page's one cache (the terms page shows the same); null when they could not be loaded
  const terms = useApiQuery('getTnc', '', { enabled: screen === 'Tnc', select: (r) => r.data ?? null });
  const tnc: PageContent | null | undefined =
    terms.state.status === 'ready' ? terms.state.data : terms.state.status === 'error' ? null : undefined;

  const signedIn = (user: User) => {
    setOpen(false);
    bus.emit('auth:signed-in', { user });
  };
  const newAccount = async (user: User) => {
    setEmail(user.shown_email ?? '');
    setScreen('Loading');
    await announceSignUp(user);
    signedUp.current = user;
    setScreen('SignUpSuccess');
  };
  /** Sign-up's first step, whichever way: an address that has an account turns into a welcome back. */
  const isNewAddress = (address: string, password?: string) =>
    addressIsFree(call, address, password, (free) => {
      setEmail(address);
      if (!free) setScreen('WelcomeBack');
    });
  const close = () => {
    setOpen(false);
    if (signedUp.current) {
      const user = signedUp.current;
      signedUp.current = null;
      bus.emit('auth:signed-in', { user });
    }
  };

  return (
    <LoginPopupView
      key={session}
      open={open}
      screen={screen}
      reason={reason}
      email={email}
      tnc={tnc}
      onClose={close}
      onScreen={(s) => {
        login.clearError();
        call.clearError();
        passkey.clearError();
        setScreen(s);
      }}
      submitting={login.submitting || call.submitting}
      siteKey={info?.recaptcha_site_key}
      captchaNeeded={login.captchaNeeded}
      captchaReset={login.captchaReset}
      // a passkey's sign-in says its own error under its button
      error={login.error ?? call.error ?? (screen === 'SignupForm' ? passkey.error : null) ?? social.error}
      onEdit={() => {
        if (login.error) login.clearError();
        if (call.error) call.clearError();
        if (passkey.error) passkey.clearError();
      }}
      onGo={(to) => {
        setOpen(false);
        bus.emit('route:navigate', { to });
      }}
      onLogin={async (values) => {
        const user = await login.submit(values);
        if (user) signedIn(user);
      }}
      onSignUp={async ({ email: address, password }) => {
        if (!(await isNewAddress(address, password))) return;
        const created = await call.run(() => runApiMutation('emailSignUp', { body: { email: address, password } }));
        if (created?.data) await newAccount(created.data);
      }}
      passkeyBusy={passkey.busy}
      onPasskeySignUp={async (address) => {
        if (!(await isNewAddress(address))) return;
        const created = await passkey.signUp(address);
        if (created) await newAccount(created);
      }}
      passkeySignIn={
        <PasskeySignIn
          busy={passkey.busy}
          error={passkey.error}
          onSignIn={async () => {
            const user = await passkey.signIn();
            if (user) signedIn(user);
          }}
        />
      }
      social={
        <SocialButtons
          providers={providers}
          tnc={tncAccepted}
          onTncChange={setTncAccepted}
          busy={social.busy}
          onSelect={async (p) => {
            const user = await social.signIn(p, tncAccepted);
            if (!user) return;
            if (user.new_user) await newAccount(user);
            else signedIn(user);
          }}
        />
      }
    />
  );
}
