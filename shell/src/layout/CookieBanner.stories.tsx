import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import '../i18n';
import '../shell.css';
import { CookieBannerView } from './CookieBanner';

const meta = {
  title: 'shell/CookieBanner',
  component: CookieBannerView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <div style={{ minHeight: 240 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: { onAccept: () => {} },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CookieBannerView>;
export default meta;

/** The banner at the bottom of every page until the visitor accepts (acceptCookie=1). */
export const Shown: StoryObj<typeof meta> = {};
