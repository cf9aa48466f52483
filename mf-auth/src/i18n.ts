import { addTranslations } from 'shared';

export const NS = 'auth';

addTranslations(NS, {
  en: {
    screen: {
      userform: 'Login',
      verify: 'E-mail verification',
      popup: 'Login popup',
      signup: 'Sign up',
      'forgot-password': 'Forgot password',
      'reset-password': 'Reset password',
    },
    login: {
      title: 'Sign in',
      email: 'E-mail',
      password: 'Password',
      remember: 'Remember me',
      submit: 'Sign in',
      submitting: 'Signing in…',
      forgot: 'Forgot your password?',
      signup: 'Create an account',
      goToLogin: 'Go to sign in',
      error: 'Signing in failed. Please try again.',
      invalid: {
        emailRequired: 'Enter your e-mail address.',
        emailFormat: 'Enter an e-mail address like name@example.com.',
        passwordRequired: 'Enter your password.',
      },
    },
  },
  'zh-Hant-TW': {
    screen: {
      userform: '登入',
      verify: '電子郵件驗證',
      popup: '登入視窗',
      signup: '註冊',
      'forgot-password': '忘記密碼',
      'reset-password': '重設密碼',
    },
    login: {
      title: '登入',
      email: '電子郵件',
      password: '密碼',
      remember: '記住我',
      submit: '登入',
      submitting: '登入中…',
      forgot: '忘記密碼？',
      signup: '建立帳號',
      goToLogin: '前往登入',
      error: '登入失敗，請再試一次。',
      invalid: {
        emailRequired: '請輸入電子郵件地址。',
        emailFormat: '請輸入有效的電子郵件地址，例如 name@example.com。',
        passwordRequired: '請輸入密碼。',
      },
    },
  },
});
