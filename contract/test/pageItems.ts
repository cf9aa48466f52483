import type { Experience, ExperienceSummary, Place, Post, Tag } from 'contract';

/**
 * Sample items as the API gives them, for tests and stories of every app (page heads, cards, lists, detail pages):
 * one copy of each, which an app's fixtures change only where a screen needs other values.
 */

export const samplePlace: Place = {
  id: 30,
  slug: 'shilin-night-market',
  type: 'poi',
  place_name: 'Shilin Night Market',
  lat: 25.088,
  lng: 121.524,
  google_place_id: null,
  area: { id: 5, area_name: 'Taipei' },
  country: { id: 1, country_name: 'Taiwan' },
  experience_count: 3,
  thumbnail: 'https://i.ytimg.com/vi/abc123XYZ_0/hqdefault.jpg',
};

export const sampleExperience: Experience = {
  id: 12,
  slug: 'shilin-night-market-food-tour',
  title: 'Shilin Night Market food tour',
  description: 'Six snacks in one evening.\nStart at the MRT station early & bring cash!',
  video_type: 'youtube',
  video_id: 'abc123XYZ_0',
  duration: 754,
  author: 'Taipei Eats',
  user: { id: 4, display_name: 'Mei' },
  likes_count: 1,
  views_count: 15300,
  visible_type: 0,
  status: 'published',
  tags: [{ id: 1, slug: 'night-market', name: 'night market' }],
  places: [{ place: samplePlace, time: 5, notes: '', position: 0 }],
  created_at: '2026-01-10T08:00:00.000Z',
  published_at: '2026-01-11T08:00:00.000Z',
};

/** An experience as the lists give it (a card), with the label of its first place. */
export const summaryOf = (
  { id, slug, title, video_type, video_id, duration, author, likes_count, views_count }: Experience,
  place_label: string,
): ExperienceSummary => ({
  id,
  slug,
  title,
  video_type,
  video_id,
  duration,
  author,
  likes_count,
  views_count,
  place_label,
});

export const sampleSummary: ExperienceSummary = summaryOf(sampleExperience, 'Shilin / Taiwan');

export const samplePost: Post = {
  post_id: 9,
  place_id: samplePlace.id,
  place: samplePlace,
  batch_id: 'b1',
  post: 'Worth every minute —\ncome early and stay for sunset.',
  recommend: 5,
  media: [
    {
      id: 3,
      file: 'a.jpg',
      url: '/api/media/posts/a.jpg',
      type: 1,
      degree: 0,
      width: 800,
      height: 600,
      alt: '',
    },
  ],
  is_local: true,
  timezone_offset: 480,
  user: { id: 7, display_name: 'Lin', avatar: null, profile_color: '#123456' },
  likes_count: 2,
  created_at: '2026-02-01T10:00:00.000Z',
  updated_at: null,
};

export const sampleTag: Tag = { id: 1, slug: 'night-market', name: 'night market' };
