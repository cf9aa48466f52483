// What the login popup and the e-mail verification screen take from the sign-in forms.
export { FlowMessage } from './components/FlowMessage';
export { LoginForm } from './components/LoginForm';
export { SignUpForm, type SignUpValues } from './components/SignUpForm';
export { SocialButtons } from './components/SocialButtons';
export { useAuthCall } from './hooks/useAuthCall';
export { useEmailLogin } from './hooks/useEmailLogin';
export { useSocialProviders, useSocialSignIn } from './hooks/useSocialSignIn';
export { announceSignUp, type PopupScreen } from './state/flow';
