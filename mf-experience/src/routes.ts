// This remote's routes, declared once (shared/route): the shell's route table and server, the standalone dev page
// (pages.ts) and the screens read them. A light entry (the `mf-experience/routes` export): no React, no screens.
import type { RouteInput } from 'shared/route';
import { declareRoute, routeRead } from 'shared/route';

/** A route param that can be an experience (or user) id: 1 to 10 digits, at most the API's largest id. */
export function parseExpId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2147483647 ? id : null;
}

/** One experience, by the `expId` of its address. */
const experienceRead = routeRead('getExperience', ({ params }: RouteInput) => {
  const id = parseExpId(params.expId);
  return id === null ? null : { params: { id } };
});

/** A video's page, at `/experience/{id}--{slug}` and its older address `/vlog/{id}--{slug}`. */
const experiencePage = (pattern: string) =>
  declareRoute({
    pattern,
    remote: { remote: 'mf_experience', module: 'ExperiencePage' },
    reads: { experience: experienceRead },
    status: 'experience',
    head: {
      read: 'experience',
      item: (experience, { params }) =>
        experience?.id === parseExpId(params.expId) ? { kind: 'experience', experience } : null,
    },
  });

export const experienceRoute = experiencePage('/experience/:expId--:slug');
export const vlogRoute = experiencePage('/vlog/:expId--:slug');

/** A traveller's public experiences: a traveller the API does not know is a 404. */
export const userExperiencesRoute = declareRoute({
  pattern: '/user/:userId/experiences',
  remote: { remote: 'mf_experience', module: 'UserExperiencesPage' },
  reads: {
    // the shell's server reads it for the page's status only: the screen asks for it itself
    experiences: routeRead(
      'getUserExperiences',
      ({ params }) => {
        const userId = parseExpId(params.userId);
        return userId === null ? null : { params: { userId } };
      },
      { inPage: false },
    ),
  },
  status: 'experiences',
});

/** A screen of one's own experiences: signed-out visitors sign in first. */
const ownPage = (pattern: string, module: 'MyExperiencesPage' | 'UploadPage' | 'EditPage' | 'PublishPage') =>
  declareRoute({ pattern, remote: { remote: 'mf_experience', module }, loginRequired: true });

export const routes = [
  ownPage('/my/experiences', 'MyExperiencesPage'),
  ownPage('/experience/upload', 'UploadPage'),
  ownPage('/experience/edit/:expId', 'EditPage'),
  ownPage('/experience/publish/:expId--:slug', 'PublishPage'),
  userExperiencesRoute,
  experienceRoute,
  vlogRoute,
];
