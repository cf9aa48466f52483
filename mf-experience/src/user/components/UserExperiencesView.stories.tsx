import { MemoryRouter } from 'react-router-dom';
import '../../i18n';
import { UserExperiencesView } from './UserExperiencesView';

const meta = {
  title: 'mf-experience/UserExperiences',
  component: UserExperiencesView,
  decorators: [
    (Story: () => JSX.Element) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { onRetry: () => {} },
};
export default meta;

const user = { id: 4, display_name: 'Mei' };

export const Loaded = {
  args: {
    state: {
      status: 'ready',
      user,
      experiences: [
        {
          id: 12,
          slug: 'shilin-night-market-food-tour',
          title: 'Shilin Night Market food tour',
          video_type: 'youtube',
          video_id: 'abc123XYZ_0',
          duration: 754,
          author: 'Taipei Eats',
          likes_count: 1,
          views_count: 15300,
          place_label: 'Shilin / Taiwan',
        },
      ],
    },
  },
};

export const Empty = { args: { state: { status: 'ready', user, experiences: [] } } };

export const Loading = { args: { state: { status: 'loading' } } };

export const Error = { args: { state: { status: 'error', message: 'These videos could not be loaded.' } } };
