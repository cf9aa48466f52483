import type { FastifyInstance } from 'fastify';
import { routes, type VideoType } from 'contract';
import { isValidVideoId } from 'contract/format';
import { implement } from '../http/implement';
import { badRequest, notFound } from '../http/errors';
import { readUploadForm } from '../media/multipart';
import { experienceChapters } from '../services/chapters';
import {
  MAX_DURATION_SECONDS,
  assertCanManage,
  createDraft,
  deleteExperience,
  findExperience,
  myExperiences,
  saveExperience,
} from '../services/experiences';

const PROVIDER_NAME: Record<VideoType, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/**
 * Publishing experiences: register a YouTube/Vimeo video as a draft, save, publish, delete, and
 * list my own. Only the owner and the admin may write (anyone else gets the 404 of a missing experience, nothing
 * changes); guests get 401.
 * The server never fetches anything from the video's URL: the client parses the link, the server checks
 * the id's shape.
 */
export function publishingRoutes(app: FastifyInstance): void {
  const admin = app.config.adminEmail;

  implement(app, routes.uploadMedia, async (req) => {
    const { fields } = await readUploadForm(req, {
      file: null,
      fileRefused: () => badRequest('experience_upload_file'),
    });
    const type = (fields.type ?? '').trim();
    if (type !== 'youtube' && type !== 'vimeo') throw badRequest('experience_video_type');
    const videoId = (fields.video_id ?? '').trim();
    if (!isValidVideoId(type, videoId)) throw badRequest('experience_video_id', { provider: PROVIDER_NAME[type] });
    const rawDuration = (fields.duration ?? '0').trim() || '0';
    const duration = Number(rawDuration);
    if (!/^\d{1,6}$/.test(rawDuration) || duration > MAX_DURATION_SECONDS) {
      throw badRequest('experience_duration', { max: MAX_DURATION_SECONDS });
    }
    const id = await createDraft(app.db, req.user.id, { type, video_id: videoId, duration });
    const experience = await findExperience(app.db, id, req.user, admin, req.lang);
    return { data: experience! };
  });

  for (const [def, publish] of [
    [routes.updateExperience, false],
    [routes.publishExperience, true],
  ] as const) {
    implement(app, def, async (req) => {
      const id = req.params.id;
      // who is asking comes first: a stranger learns nothing about the body's problems
      await assertCanManage(app.db, id, req.user, admin);
      if (req.body.id !== id) throw badRequest('experience_id_mismatch', { body: req.body.id, path: id });
      await saveExperience(app.db, id, req.body, req.user, admin, publish);
      const experience = await findExperience(app.db, id, req.user, admin, req.lang);
      if (!experience) throw notFound('experience_not_found');
      return { data: experience };
    });
  }

  implement(app, routes.deleteExperience, async (req) => {
    await deleteExperience(app.db, req.params.id, req.user, admin);
    return {};
  });

  // optional: with a YouTube Data API key, the chapters of the video's description suggest places
  implement(app, routes.getExperienceChapters, async (req) => {
    await assertCanManage(app.db, req.params.id, req.user, admin);
    const found = await experienceChapters(app.db, app.config.youtube, req.params.id, req.lang);
    return { data: found.chapters, result: { duration: found.duration, author: found.author } };
  });

  implement(app, routes.getMyExperiences, async (req) => ({
    data: await myExperiences(app.db, req.user.id, req.lang),
  }));
}
