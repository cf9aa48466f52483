import { withRouter } from '../../../../shared/test/stories';
import '../../i18n';
import { sampleSummary } from '../../detail/fixtures/experience';
import { UserExperiencesView } from './UserExperiencesView';

const meta = {
  title: 'mf-experience/UserExperiences',
  component: UserExperiencesView,
  decorators: [withRouter],
  args: { onRetry: () => {} },
};
export default meta;

const user = { id: 4, display_name: 'Mei' };

export const Loaded = { args: { state: { status: 'ready', data: { user, experiences: [sampleSummary] } } } };

export const Empty = { args: { state: { status: 'ready', data: { user, experiences: [] } } } };

export const Loading = { args: { state: { status: 'loading' } } };

export const Error = { args: { state: { status: 'error', message: 'These videos could not be loaded.' } } };
