import { withRouter } from '../../../../shared/test/stories';
import { useTranslation } from 'react-i18next';
import { Button, LoadFailed } from 'shared';
import type { Post } from 'shared';
import { NS } from '../../i18n';
import { NOW, samplePost, textOnlyPost, videoPost } from '../fixtures/posts';
import { PostCard } from './PostCard';
import { WallFilters } from './WallFilters';
import '../../common/profileLists.css';

const options = {
  countries: [
    { id: 1, country_name: 'Taiwan', count: 12 },
    { id: 9, country_name: 'Japan', count: 3 },
  ],
  tags: [{ id: 4, slug: 'night-market', name: 'Night market', count: 5 }],
  reviews: [
    { value: 5, count: 4 },
    { value: 2, count: 1 },
  ],
};

interface WallStoryProps {
  title: string;
  posts: Post[];
  /** the viewer's own wall ("My posts"): edit and delete on each post */
  mine?: boolean;
  more?: boolean;
  state?: 'ready' | 'loading' | 'error';
}

/** A wall as the page composes it (title, filters, posts, "show more"), from props: no network. */
function WallStory({ title, posts, mine = false, more = false, state = 'ready' }: WallStoryProps) {
  const { t } = useTranslation(NS);
  const noop = () => {};
  return (
    <main className="mfpr-list-page">
      <h1>{title}</h1>
      <WallFilters options={options} values={{ countries: [], tags: [], reviews: [] }} onChange={noop} />
      {state === 'loading' && (
        <p role="status" aria-busy="true" className="mfpr-muted">
          {t('list.loading')}
        </p>
      )}
      {state === 'error' && <LoadFailed message={t('list.error')} onRetry={() => {}} />}
      {state === 'ready' && posts.length === 0 && <p className="mfpr-empty">{t('post.empty')}</p>}
      {posts.length > 0 && (
        <ul className="mfpr-post-list">
          {posts.map((p) => (
            <li key={p.post_id}>
              <PostCard
                post={p}
                now={NOW}
                signedIn
                canEdit={mine}
                showPlace
                onLike={noop}
                onEdit={noop}
                onDelete={noop}
              />
            </li>
          ))}
        </ul>
      )}
      {more && <Button variant="secondary">{t('list.loadMore')}</Button>}
    </main>
  );
}

/** The walls: a traveller's posts (mode Wall) and "My posts" (mode MyPosts), with the my-posts filters. */
const meta = {
  title: 'mf-profile/WallPosts',
  component: WallStory,
  decorators: [withRouter],
};
export default meta;

const wall = [{ ...samplePost, recommend: 5 }, videoPost, textOnlyPost];
export const TravellerWall = { args: { title: "Mei's posts", posts: wall, more: true } };
export const MyPosts = { args: { title: 'My posts', posts: wall, mine: true } };
export const Empty = { args: { title: 'My posts', posts: [], mine: true } };
export const Loading = { args: { title: "Mei's posts", posts: [], state: 'loading' } };
export const LoadError = { args: { title: "Mei's posts", posts: [], state: 'error' } };
