import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  display_name: string;
  profile_color: Generated<string>;
  email: string | null;
  unverified_email: string | null;
  social_email: string | null;
  avatar: string | null;
  password_hash: string | null;
  is_verified: Generated<boolean>;
  interface_language: Generated<'zh-Hant-TW' | 'en'>;
  social_provider: 'facebook' | 'google' | 'twitter' | null;
  social_provider_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  remember: boolean;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface PlacesTable {
  id: Generated<number>;
  type: 'country' | 'area' | 'city' | 'poi';
  country_id: number | null;
  area_id: number | null;
  name_en: string;
  name_zh: string;
  slug: string;
  lat: number | null;
  lng: number | null;
  google_place_id: string | null;
  is_featured: Generated<boolean>;
  created_at: Timestamp;
}

export interface TagsTable {
  id: Generated<number>;
  name_en: string;
  name_zh: string;
  slug: string;
}

export interface ExperiencesTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  description: string;
  video_type: 'youtube' | 'vimeo';
  video_id: string;
  duration: number;
  author: string;
  likes_count: Generated<number>;
  views_count: Generated<number>;
  visible_type: 0 | 1 | 2;
  status: 'draft' | 'published';
  slug: string;
  is_featured: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  published_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface ExperiencePlacesTable {
  id: Generated<number>;
  experience_id: number;
  place_id: number;
  time: number;
  notes: string;
  position: number;
}

export interface ExperienceTagsTable {
  experience_id: number;
  tag_id: number;
}

/** experience_likes and experience_favorites (migration 002) */
export interface UserExperienceTable {
  user_id: number;
  experience_id: number;
  created_at: Timestamp;
}

export interface ViewHistoryTable {
  user_id: number;
  experience_id: number;
  viewed_at: Timestamp;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Timestamp;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  places: PlacesTable;
  tags: TagsTable;
  experiences: ExperiencesTable;
  experience_places: ExperiencePlacesTable;
  experience_tags: ExperienceTagsTable;
  experience_likes: UserExperienceTable;
  experience_favorites: UserExperienceTable;
  view_history: ViewHistoryTable;
  schema_migrations: SchemaMigrationsTable;
}

export type UserRow = Selectable<UsersTable>;
export type PlaceRow = Selectable<PlacesTable>;
export type ExperienceRow = Selectable<ExperiencesTable>;
export type NewUser = Insertable<UsersTable>;
