import { useLocation, useTranslation } from 'page-singleton';
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { ApiError, bus, sharedStore, userAtom } from 'shared';
import { NS } from '../i18n';
import '../screenStrings';
import { PostWall } from './components/PostWall';
import { WallFilters, type WallFilterOptions, type WallFilterValues } from './components/WallFilters';
import { usePostWall, type WallQuery } from './hooks/usePostWall';

export interface UserPostsPageProps {
  params?: { userId?: string };
}

const NO_FILTERS: WallFilterValues = { countries: [], tags: [], reviews: [] };

/**
 * `/user/{userId}/posts`: a traveller's wall (mode Wall), or "My posts" (mode MyPosts) for my own id, with the
 * my-posts filters (countries, tags, reviews). A traveller who does not exist shows the 404 page, as their
 * experiences page does.
 */
export function UserPostsPage({ params }: UserPostsPageProps) {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const me = useAtomValue(userAtom, { store: sharedStore });
  const userId = Number(params?.userId);
  const validId = Number.isInteger(userId) && userId >= 1;
  const [filters, setFilters] = useState<WallFilterValues>(NO_FILTERS);
  const query: WallQuery = {
    user_id: userId,
    fields: 'filters',
    country_ids: filters.countries.join(',') || undefined,
    tag_ids: filters.tags.join(',') || undefined,
    reviews: filters.reviews.join(',') || undefined,
  };
  // the same wall PostWall shows (one answer): its first page names the author and gives the filter choices
  const wall = usePostWall(query, validId);
  const missing = !validId || (wall.error instanceof ApiError && wall.error.status === 404);
  const first = wall.state.status === 'ready' ? wall.state.data[0] : undefined;
  // the author's name comes with the posts (the API has no public user call): the last one known stays
  const [author, setAuthor] = useState<string | null>(null);
  const firstAuthor = first?.data?.[0]?.user.display_name;
  if (firstAuthor && firstAuthor !== author) setAuthor(firstAuthor);
  // the filter choices come from the unfiltered wall: the first ones stay
  const [options, setOptions] = useState<WallFilterOptions | null>(null);
  const firstOptions = (first?.result as { filters?: WallFilterOptions } | undefined)?.filters;
  if (!options && firstOptions) setOptions(firstOptions);
  const mine = me !== null && me.id === userId;
  const title = mine ? t('post.myPosts') : author ? t('post.userPosts', { name: author }) : t('screen.posts');

  useEffect(() => {
    if (missing) bus.emit('route:not-found', { path: location.pathname });
  }, [missing, location.pathname]);

  if (missing) {
    return (
      <main className="mfpr-list-page">
        <h1>{t('screen.posts')}</h1>
      </main>
    );
  }

  return (
    <main className="mfpr-list-page">
      <h1>{title}</h1>
      {options && <WallFilters options={options} values={filters} onChange={setFilters} />}
      <PostWall query={query} showPlace emptyText={t('post.empty')} />
    </main>
  );
}
