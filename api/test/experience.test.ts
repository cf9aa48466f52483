import type { Experience, ExperienceSummary, Place } from 'contract';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  body,
  buildTestApp,
  createUser,
  insertHiddenExperiences,
  login,
  TEST_APP_JS,
  type TestApp,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const en = { 'accept-language': 'en' };

describe('GET /api/v1/video_experience/for_home', () => {
  it('lists public published experiences as summaries with an area / country label', async () => {
    const res = await t.inject({ url: '/api/v1/video_experience/for_home', headers: en });
    expect(res.statusCode).toBe(200);
    const b = body<ExperienceSummary[]>(res);
    expect(b.app_js).toBe(TEST_APP_JS);
    expect(b.data!.length).toBeGreaterThanOrEqual(8);
    for (const e of b.data!) {
      expect(Object.keys(e).sort()).toEqual(
        [
          'author',
          'duration',
          'id',
          'likes_count',
          'place_label',
          'slug',
          'title',
          'video_id',
          'video_type',
          'views_count',
        ].sort(),
      );
      expect(e.place_label).toMatch(/^[^/]+ \/ [^/]+$/);
      if (e.video_type === 'youtube') expect(e.video_id).toMatch(/^[A-Za-z0-9_-]{11}$/);
      else expect(e.video_id).toMatch(/^\d+$/);
    }
    const zh = body<ExperienceSummary[]>(await t.inject('/api/v1/video_experience/for_home'));
    expect(zh.data![0].id).toBe(b.data![0].id);
    expect(zh.data![0].place_label).not.toBe(b.data![0].place_label);
    expect(zh.data![0].place_label).toMatch(/[\u4e00-\u9fff]/);
  });

  it('never lists private, unlisted or draft experiences', async () => {
    const hidden = await t.app.db
      .updateTable('experiences')
      .set({ is_featured: true, views_count: 99_999_999 })
      .where('id', 'in', [1, 2, 3])
      .returning('id')
      .execute();
    expect(hidden).toHaveLength(3);
    await t.app.db.updateTable('experiences').set({ visible_type: 1 }).where('id', '=', 1).execute();
    await t.app.db.updateTable('experiences').set({ visible_type: 2 }).where('id', '=', 2).execute();
    await t.app.db.updateTable('experiences').set({ status: 'draft' }).where('id', '=', 3).execute();
    try {
      const ids = body<ExperienceSummary[]>(await t.inject('/api/v1/video_experience/for_home')).data!.map((e) => e.id);
      expect(ids).not.toEqual(expect.arrayContaining([1]));
      expect(ids).not.toContain(2);
      expect(ids).not.toContain(3);
      expect(ids.length).toBeGreaterThan(0);
    } finally {
      await t.app.db
        .updateTable('experiences')
        .set({ visible_type: 0, status: 'published', is_featured: false, views_count: 1000 })
        .where('id', 'in', [1, 2, 3])
        .execute();
    }
  });
});

describe('GET /api/v1/video_experience/for_countries', () => {
  it('groups experiences by country with counts', async () => {
    const b = body<{ country: Place; experience_count: number; experiences: ExperienceSummary[] }[]>(
      await t.inject({ url: '/api/v1/video_experience/for_countries', headers: en }),
    );
    expect(b.code).toBe(200);
    expect(b.data!.length).toBeGreaterThanOrEqual(8);
    const names = b.data!.map((c) => c.country.place_name);
    expect(names).toEqual(expect.arrayContaining(['Taiwan', 'Japan', 'France']));
    for (const c of b.data!) {
      expect(c.country.type).toBe('country');
      expect(c.experience_count).toBeGreaterThan(0);
      expect(c.experiences.length).toBeGreaterThan(0);
      expect(c.experiences.length).toBeLessThanOrEqual(Math.min(4, c.experience_count));
      for (const e of c.experiences) expect(e.place_label.endsWith(` / ${c.country.place_name}`)).toBe(true);
    }
    const total = b.data!.reduce((n, c) => n + c.experience_count, 0);
    expect(total).toBeGreaterThanOrEqual(60);
  });
});

describe('GET /api/v1/video_experience/:id', () => {
  it('returns the full experience with tags and places ordered by time', async () => {
    const res = await t.inject({ url: '/api/v1/video_experience/5?fields=title,places&mode=view', headers: en });
    expect(res.statusCode).toBe(200);
    const e = body<Experience>(res).data!;
    expect(e).toMatchObject({ id: 5, status: 'published', visible_type: 0 });
    expect(e.title.length).toBeGreaterThan(0);
    expect(e.description).toContain('\n');
    expect(e.user.display_name.length).toBeGreaterThan(0);
    expect(e.places.length).toBeGreaterThanOrEqual(2);
    expect(e.places.length).toBeLessThanOrEqual(5);
    const times = e.places.map((p) => p.time);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(times[times.length - 1]).toBeLessThan(e.duration);
    expect(e.places[0].place.country).not.toBeNull();
    expect(e.tags.length).toBeGreaterThan(0);
    expect(e.tags[0].name).toMatch(/[A-Za-z]/);
    expect(new Date(e.created_at).toISOString()).toBe(e.created_at);
    const zh = body<Experience>(await t.inject('/api/v1/video_experience/5')).data!;
    expect(zh.tags.map((x) => x.id)).toEqual(e.tags.map((x) => x.id));
    expect(zh.tags[0].name).toMatch(/[\u4e00-\u9fff]/);
  });

  it('404 for an unknown id, 400 for a non-numeric id or an over-long query', async () => {
    const missing = await t.inject({ url: '/api/v1/video_experience/424242', headers: en });
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toBe('This experience does not exist.');
    const bad = await t.inject({ url: '/api/v1/video_experience/x1', headers: en });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe('id must be an integer.');
    const long = await t.inject({ url: `/api/v1/video_experience/5?mode=${'m'.repeat(51)}`, headers: en });
    expect(long.statusCode).toBe(400);
    expect(body(long).message).toBe('mode must be at most 50 characters long.');
  });

  describe('visibility', () => {
    let ownerCookie: string;
    let otherCookie: string;
    let adminCookie: string;
    let privateId: number;
    let unlistedId: number;
    let draftId: number;

    beforeAll(async () => {
      const ownerId = await createUser(t.app, 'owner@example.com', 'owner-pass-123', 'Owner');
      await createUser(t.app, 'other@example.com', 'other-pass-123', 'Other');
      ({ privateId, unlistedId, draftId } = await insertHiddenExperiences(t.app, ownerId));
      ownerCookie = (await login(t, 'owner@example.com', 'owner-pass-123')).cookie;
      otherCookie = (await login(t, 'other@example.com', 'other-pass-123')).cookie;
      adminCookie = (await login(t, ADMIN_EMAIL, ADMIN_PASSWORD)).cookie;
    });

    const get = (id: number, cookie?: string) =>
      t.inject({ url: `/api/v1/video_experience/${id}`, headers: cookie ? { cookie } : {} });

    it('unlisted is visible to anyone with the link', async () => {
      expect((await get(unlistedId)).statusCode).toBe(200);
      expect((await get(unlistedId, otherCookie)).statusCode).toBe(200);
    });

    it('private and draft: 404 for guests and other users, visible to the owner and the admin', async () => {
      for (const id of [privateId, draftId]) {
        expect((await get(id)).statusCode).toBe(404);
        expect((await get(id, otherCookie)).statusCode).toBe(404);
        const own = await get(id, ownerCookie);
        expect(own.statusCode).toBe(200);
        expect(body<Experience>(own).data!.id).toBe(id);
        expect((await get(id, adminCookie)).statusCode).toBe(200);
      }
      expect(body<Experience>(await get(draftId, ownerCookie)).data!.status).toBe('draft');
      expect(body<Experience>(await get(privateId, ownerCookie)).data!.visible_type).toBe(1);
    });
  });
});
