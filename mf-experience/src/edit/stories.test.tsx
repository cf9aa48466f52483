import type { ComponentType, ReactElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { setLanguage } from 'shared';
import '../i18n';
import * as upload from '../upload/components/UploadView.stories';
import * as edit from './components/EditView.stories';
import * as publish from '../publish/components/PublishView.stories';
import * as mine from '../mine/components/MineView.stories';

type Meta = {
  title: string;
  component: ComponentType<Record<string, unknown>>;
  args?: Record<string, unknown>;
  decorators?: Array<(Story: () => ReactElement) => ReactElement>;
};
type StoryModule = { default: Meta } & Record<string, unknown>;

/** Every story of the publishing screens, rendered as Storybook would (meta args + story args + decorators). */
const cases = ([upload, edit, publish, mine] as unknown as StoryModule[]).flatMap((mod) =>
  Object.entries(mod)
    .filter(([name]) => name !== 'default')
    .map(([name, story]) => [`${mod.default.title} / ${name}`, mod.default, story as { args?: object }] as const),
);

beforeEach(async () => {
  await act(() => setLanguage('zh-Hant-TW'));
});

describe('publishing stories', () => {
  it('covers the screens a designer reviews', () => {
    const names = cases.map(([name]) => name);
    for (const expected of [
      'mf-experience/Upload / Empty',
      'mf-experience/Upload / InvalidLink',
      'mf-experience/Upload / Working',
      'mf-experience/Edit / WithoutPlaces',
      'mf-experience/Edit / WithPlaces',
      'mf-experience/Edit / SaveFailed',
      'mf-experience/Edit / ChaptersFilled',
      'mf-experience/Publish / Review',
      'mf-experience/MyExperiences / Empty',
      'mf-experience/MyExperiences / List',
    ])
      expect(names).toContain(expected);
  });

  it.each(cases)('%s renders its heading in Traditional Chinese', (_name, meta, story) => {
    const Component = meta.component;
    const Story = () => <Component {...meta.args} {...story.args} />;
    const wrapped = (meta.decorators ?? []).reduce<() => ReactElement>(
      (inner, decorate) => () => decorate(inner),
      Story,
    );
    render(wrapped());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/上傳影片|編輯影片|發布影片|我的影片/);
    // no translation key shows through
    expect(document.body.textContent).not.toMatch(/\b(upload|edit|publish|mine|visibilityName|videoType)\.[a-z]/);
  });
});
