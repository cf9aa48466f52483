import type { FastifyInstance } from 'fastify';
import { routes } from 'contract';
import { implement } from '../http/implement';
import { notFound } from '../http/errors';
import { experiencesByCountry, experiencesForHome, findExperience } from '../services/experiences';
import { countriesWithExperiences } from '../services/places';

export function experienceRoutes(app: FastifyInstance): void {
  implement(app, routes.getForHome, async (req) => ({ data: await experiencesForHome(app.db, req.lang) }));

  implement(app, routes.getForCountries, async (req) => {
    const countries = await countriesWithExperiences(app.db, req.lang);
    const byCountry = await experiencesByCountry(
      app.db,
      countries.map((c) => c.id),
      req.lang,
    );
    return {
      data: countries.map((country) => ({
        country,
        experience_count: country.experience_count ?? 0,
        experiences: byCountry.get(country.id) ?? [],
      })),
    };
  });

  // `fields` and `mode` are accepted and validated but narrow nothing: every field of the Experience model is returned.
  implement(app, routes.getExperience, async (req) => {
    const experience = await findExperience(app.db, req.params.id, req.user, app.config.adminEmail, req.lang);
    if (!experience) throw notFound('experience_not_found');
    return { data: experience };
  });
}
