import { withRouter } from '../../../../shared/test/stories';
import '../../i18n';
import { sampleExperience } from '../../detail/fixtures/experience';
import { PublishView } from './PublishView';

const draft = { ...sampleExperience, status: 'draft', slug: '' };

const meta = {
  title: 'mf-experience/Publish',
  component: PublishView,
  decorators: [withRouter],
  args: {
    experience: draft,
    visibility: 0,
    onVisibilityChange: () => {},
    publishing: false,
    onPublish: () => {},
  },
};
export default meta;

export const Review = {};

export const Unlisted = { args: { visibility: 2 } };

export const NoPlacesNoTags = { args: { experience: { ...draft, places: [], tags: [] } } };

export const Untitled = { args: { experience: { ...draft, title: '' } } };

export const Publishing = { args: { publishing: true } };

export const PublishFailed = { args: { error: 'The video could not be published. Please try again.' } };
