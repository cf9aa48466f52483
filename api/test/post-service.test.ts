import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { PostMedia } from 'contract';
import type { Database } from '../src/db';
import type { UserRow } from '../src/db/schema';
import { LocalMediaStorage } from '../src/media/storage';
import { createPost, updatePost } from '../src/services/postEditing';
import {
  cleanupLooseMedia,
  LOOSE_MEDIA_TTL_MS,
  scheduleLooseMediaCleanup,
  uploadMedia,
  type PostServices,
} from '../src/services/postMedia';
import { ADMIN_EMAIL, createUser, firstPoiId, makeTempDir, openTestDatabase, refusal, unlimited } from './helpers';

/*
 * The post rules as services, without HTTP: a real database, media files in a temporary folder, and a clock the
 * tests move. The upload limit lets everything through (it has tests of its own, over HTTP).
 */

const silent = { warn: () => undefined };

let database: { db: Database; close: () => Promise<void> };
let posts: PostServices;
let mediaDir: string;
let now: Date;
let placeId: number;
let author: UserRow;
let stranger: UserRow;

const userRow = (id: number) => posts.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const photo = () =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: '#3080c0' } })
    .png()
    .toBuffer();
const fileOf = (media: PostMedia) => path.join(mediaDir, media.file);

beforeAll(async () => {
  database = await openTestDatabase();
  mediaDir = makeTempDir('post-service-media');
  posts = {
    db: database.db,
    storage: new LocalMediaStorage(mediaDir),
    config: { adminEmail: ADMIN_EMAIL, media: { dir: mediaDir, maxBytes: 1_000_000, maxPixels: 4_000_000 } },
    now: () => now,
    log: silent,
  };
  placeId = await firstPoiId({ db: database.db });
  author = await userRow(await createUser({ db: database.db }, 'author@example.com', 'author passphrase'));
  stranger = await userRow(await createUser({ db: database.db }, 'stranger@example.com', 'stranger passphrase'));
});

beforeEach(() => {
  now = new Date();
});

afterAll(async () => {
  await database.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

async function upload(user: UserRow, batchId: string): Promise<PostMedia> {
  return uploadMedia(posts, unlimited, user, { placeId, batchId, alt: '', kind: 'image', file: await photo() });
}

const postBody = (batch_id: string, media: Array<{ id: number }>) => ({
  place_id: placeId,
  batch_id,
  post: 'A quiet morning by the water',
  recommend: 5,
  is_local: false,
  timezone_offset: 0,
  media,
});
const postCount = async () => (await posts.db.selectFrom('posts').select('id').execute()).length;

describe('the media of a post', () => {
  it("refuses someone else's upload, one of another batch, and the same upload twice, writing nothing", async () => {
    const mine = await upload(author, 'batch-a');
    const theirs = await upload(stranger, 'batch-a');
    const elsewhere = await upload(author, 'batch-b');
    const before = await postCount();
    for (const media of [[{ id: theirs.id }], [{ id: elsewhere.id }], [{ id: mine.id }, { id: mine.id }]]) {
      const refused = createPost(posts, author, postBody('batch-a', media));
      expect(await refusal(refused)).toEqual({ status: 400, key: 'post_media_invalid' });
    }
    expect(await postCount()).toBe(before);
    const loose = await posts.db
      .selectFrom('post_media')
      .select('id')
      .where('post_id', 'is', null)
      .where('id', 'in', [mine.id, theirs.id, elsewhere.id])
      .execute();
    expect(loose).toHaveLength(3);

    const id = await createPost(posts, author, postBody('batch-a', [{ id: mine.id }]));
    const attached = await posts.db.selectFrom('post_media').select('post_id').where('id', '=', mine.id).execute();
    expect(attached).toEqual([{ post_id: id }]);
  });

  it("refuses on edit a medium of another post, even the editor's own", async () => {
    const first = await upload(author, 'batch-c');
    const firstPost = await createPost(posts, author, postBody('batch-c', [{ id: first.id }]));
    const second = await createPost(posts, author, postBody('batch-d', []));
    const moved = updatePost(posts, author, { ...postBody('batch-d', [{ id: first.id }]), post_id: second });
    expect(await refusal(moved)).toEqual({ status: 400, key: 'post_media_invalid' });
    const row = await posts.db.selectFrom('post_media').select('post_id').where('id', '=', first.id).execute();
    expect(row).toEqual([{ post_id: firstPost }]);
  });
});

describe('clean-up of uploads that never became part of a post', () => {
  it('removes loose uploads and their files once a day old, never those in a post', async () => {
    const loose = await upload(author, 'batch-e');
    const used = await upload(author, 'batch-f');
    await createPost(posts, author, postBody('batch-f', [{ id: used.id }]));
    const uploadedAt = now;
    const ids = [loose.id, used.id];
    const left = async () =>
      (await posts.db.selectFrom('post_media').select('id').where('id', 'in', ids).execute()).map((r) => r.id);

    now = new Date(uploadedAt.getTime() + LOOSE_MEDIA_TTL_MS - 60_000);
    await cleanupLooseMedia(posts);
    expect((await left()).sort()).toEqual(ids.sort());
    expect(existsSync(fileOf(loose))).toBe(true);

    now = new Date(uploadedAt.getTime() + LOOSE_MEDIA_TTL_MS + 60_000);
    // the scheduled clean-up's own turn, as the API runs it when it starts
    const cleanup = scheduleLooseMediaCleanup(posts);
    await cleanup.run();
    cleanup.stop();
    expect(await left()).toEqual([used.id]);
    expect(existsSync(fileOf(loose))).toBe(false);
    expect(existsSync(fileOf(used))).toBe(true);
  });
});
