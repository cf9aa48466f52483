// What the login popup and the e-mail verification screen take from the sign-in forms.
export { FlowMessage } from './components/FlowMessage';
export { LoginForm } from './components/LoginForm';
export { SignUpForm, type SignUpValues } from './components/SignUpForm';
export { PasskeySignIn } from './components/PasskeySignIn';
export { SocialButtons } from './components/SocialButtons';
export { addressIsFree, useAuthCall } from './hooks/useAuthCall';
export { useEmailLogin } from './hooks/useEmailLogin';
export { usePasskey } from './hooks/usePasskey';
export { useSocialProviders, useSocialSignIn } from './hooks/useSocialSignIn';
export { announceSignUp, type PopupScreen } from './state/flow';
