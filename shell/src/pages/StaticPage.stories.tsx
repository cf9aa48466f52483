import type { Meta, StoryObj } from '@storybook/react-webpack5';
import '../i18n';
import '../shell.css';
import { StaticPageView } from './StaticPage';

const meta = {
  title: 'shell/StaticPage',
  component: StaticPageView,
  args: { onRetry: () => {}, state: { status: 'loading' } },
} satisfies Meta<typeof StaticPageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};

export const TermsEnglish: Story = {
  args: {
    state: {
      status: 'ready',
      page: {
        title: 'Terms and conditions',
        html:
          '<p>Welcome to Travel Inspiration. By using the site you agree to these terms.</p><h2>Your account</h2>' +
          '<ul><li>Keep your password to yourself.</li><li>You must be at least 13 years old.</li></ul>' +
          '<h2>Contact</h2><p>Questions: <a href="mailto:support@example.com">support@example.com</a>.</p>',
      },
    },
  },
};

export const PrivacyChinese: Story = {
  args: {
    state: {
      status: 'ready',
      page: {
        title: '隱私權政策',
        html:
          '<p>本政策說明您使用旅遊靈感時，我們會蒐集哪些資料以及用途。</p><h2>我們蒐集的資料</h2>' +
          '<ul><li>建立帳號時的電子郵件地址、顯示名稱與介面語言。</li></ul><h2>Cookie</h2>' +
          '<p>我們使用一個工作階段 Cookie 讓您保持登入。</p>',
      },
    },
  },
};

export const LoadFailed: Story = { args: { state: { status: 'error' } } };
