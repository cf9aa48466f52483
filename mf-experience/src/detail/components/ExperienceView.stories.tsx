import { MemoryRouter } from 'react-router-dom';
import '../../i18n';
import { sampleExperience, sampleVimeoExperience } from '../fixtures/experience';
import { ExperienceView } from './ExperienceView';
import { ExperienceError, ExperienceLoading } from './DetailStatus';

/** Experience detail states, from data passed as props (no network; the player frame only loads on Play). */
const meta = {
  title: 'mf-experience/ExperienceDetail',
  component: ExperienceView,
  decorators: [
    (Story: () => JSX.Element) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
};
export default meta;

export const YouTube = { args: { experience: sampleExperience } };

export const Vimeo = { args: { experience: sampleVimeoExperience } };

export const Playing = { args: { experience: sampleExperience, playing: true } };

export const Loading = { render: () => <ExperienceLoading /> };

export const Error = {
  render: () => <ExperienceError message="This video could not be loaded." onRetry={() => {}} />,
};
