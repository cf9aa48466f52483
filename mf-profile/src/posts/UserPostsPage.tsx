import { useLocation, useTranslation } from 'shared/singleton';
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { bus, sharedStore, userAtom } from 'shared';
import { NS } from '../i18n';
import '../screenStrings';
import { PostWall } from './components/PostWall';
import { WallFilters, type WallFilterOptions, type WallFilterValues } from './components/WallFilters';

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
  const [unknownId, setUnknownId] = useState<number | null>(null);
  const missing = !Number.isInteger(userId) || userId < 1 || unknownId === userId;
  const [filters, setFilters] = useState<WallFilterValues>(NO_FILTERS);
  const [options, setOptions] = useState<WallFilterOptions | null>(null);
  const [author, setAuthor] = useState<string | null>(null);
  const mine = me !== null && me.id === userId;
  const title = mine ? t('post.myPosts') : author ? t('post.userPosts', { name: author }) : t('screen.posts');

  useEffect(() => {
    if (missing) bus.emit('route:not-found', { path: location.pathname });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missing]);

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
      <PostWall
        query={{
          user_id: userId,
          fields: 'filters',
          country_ids: filters.countries.join(',') || undefined,
          tag_ids: filters.tags.join(',') || undefined,
          reviews: filters.reviews.join(',') || undefined,
        }}
        showPlace
        emptyText={t('post.empty')}
        onNotFound={() => setUnknownId(userId)}
        onResult={(result, posts) => {
          // the author's name comes with the posts (the API has no public user call)
          if (posts[0]) setAuthor(posts[0].user.display_name);
          const r = result as { filters?: WallFilterOptions } | undefined;
          // the filter choices come from the unfiltered wall: keep the first ones
          if (r?.filters) setOptions((o) => o ?? r.filters!);
        }}
      />
    </main>
  );
}
