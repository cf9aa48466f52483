import { useReducer } from 'react';
import type { Place } from 'shared';
import '../../i18n';
import { sampleExperience } from '../../detail/fixtures/experience';
import { draftFromExperience, draftReducer, validateDraft, type Draft } from '../state/draft';
import { EditView, type EditViewProps } from './EditView';
import { PlaceFinder, type FinderResults } from './PlaceFinder';

const tags = {
  status: 'ready',
  data: [
    { id: 1, slug: 'night-market', name: 'night market' },
    { id: 2, slug: 'street-food', name: 'street food' },
    { id: 3, slug: 'temple', name: 'temple' },
  ],
} as const;

const player = <div className="mfe-player" role="img" aria-label="Video player" />;

const found: Place[] = [
  { ...sampleExperience.places[0].place, id: 50, slug: 'taipei-101', place_name: 'Taipei 101' },
  { ...sampleExperience.places[0].place, id: 51, slug: 'raohe', place_name: 'Raohe Street Night Market' },
];

const finder = (results: FinderResults = { status: 'idle' }, googleEnabled = true) => (
  <PlaceFinder
    term={results.status === 'ready' ? 'night market' : ''}
    onTermChange={() => {}}
    onSearch={() => {}}
    googleId=""
    onGoogleIdChange={() => {}}
    onFindGoogle={() => {}}
    results={results}
    onAdd={() => {}}
    googleEnabled={googleEnabled}
  />
);

type StoryArgs = Omit<EditViewProps, 'draft' | 'dispatch' | 'problems'> & { initial: Draft; forPublish?: boolean };

/** The view with a live reducer, so moving, timing and removing places work in the story. */
function LiveEditView({ initial, forPublish = false, ...rest }: StoryArgs) {
  const [draft, dispatch] = useReducer(draftReducer, initial);
  return (
    <EditView {...rest} draft={draft} dispatch={dispatch} problems={validateDraft(draft, rest.duration, forPublish)} />
  );
}

const withPlaces = draftFromExperience(sampleExperience);
const noPlaces: Draft = { title: '', description: '', tags: [], places: [] };

const meta = {
  title: 'mf-experience/Edit',
  component: LiveEditView,
  args: {
    duration: sampleExperience.duration,
    initial: withPlaces,
    tags,
    onRetryTags: () => {},
    player,
    finder: finder(),
    currentTime: null,
    dirty: false,
    saving: false,
    saved: false,
    onSave: () => {},
    onContinue: () => {},
  },
};
export default meta;

export const WithoutPlaces = { args: { initial: noPlaces } };

export const WithPlaces = { args: { currentTime: 83, dirty: true } };

export const SearchResults = {
  args: { initial: noPlaces, finder: finder({ status: 'ready', places: found }) },
};

export const NoPlaceFound = {
  args: { initial: noPlaces, finder: finder({ status: 'ready', places: [] }) },
};

/** The server has no Google Places key: places are found by name only, and the hint says so. */
export const NoPlaceFoundWithoutGooglePlaces = {
  args: { initial: noPlaces, finder: finder({ status: 'ready', places: [] }, false) },
};

export const Saving = { args: { saving: true, dirty: true } };

export const Saved = { args: { saved: true } };

export const SaveFailed = {
  args: {
    dirty: true,
    saveError: 'Your changes could not be saved. Nothing you typed is lost: please try again.',
  },
};

export const TimePastTheEnd = {
  args: {
    duration: 100,
    saveError: 'Place 2 is at 2:05, past the end of the video (1:40).',
  },
};

/** A vlog over an hour: its place times are labelled and typed as mm:ss or h:mm:ss. */
export const OverAnHour = {
  args: {
    duration: 2 * 3600 + 15 * 60,
    initial: {
      ...withPlaces,
      places: withPlaces.places.map((p, i) => ({ ...p, time: i === 0 ? 1520 : 3723 + i * 900 })),
    },
  },
};

export const TitleMissing = { args: { initial: { ...withPlaces, title: '' }, forPublish: true } };

export const TagsFailed = {
  args: { tags: { status: 'error', message: 'The tags could not be loaded.' } },
};

const onFill = () => {};

/** The places were filled from the video's chapters (the outcome is announced politely). */
export const ChaptersFilled = {
  args: {
    dirty: true,
    chapters: {
      loading: false,
      onFill,
      result: [
        'Added 2 places from chapters.',
        'No place found for: “Intro” and “Somewhere we do not know”. You can add them with the place finder below.',
        'Past the end of the video, so not added: “Elephant Mountain”.',
      ],
    },
  },
};

export const ChaptersLoading = { args: { chapters: { loading: true, onFill } } };

export const ChaptersFailed = {
  args: {
    chapters: { loading: false, onFill, error: 'The chapters could not be read. Please try again.' },
  },
};
