import { useLocation, useNavigate, useSearchParams, useTranslation } from 'page-singleton';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  RemoteWidget,
  ReportDialog,
  bus,
  experienceLink,
  loginStateAtom,
  useAfterFirstPaint,
  useAppInfo,
  type Experience,
  type ParcelProps,
  type Place,
  runApiMutation,
} from 'shared';
import { NS } from '../i18n';
import { ExperienceView } from './components/ExperienceView';
import { ExperienceError, ExperienceLoading } from './components/DetailStatus';
import type { ExperienceViewMode } from './components/ViewSwitch';
import { useExperience } from '../common/useExperience';
import { useReactions } from './hooks/useReactions';
import { useRelated, useViewCount } from './hooks/useRelated';
import { useSocialFeed } from './hooks/useSocialFeed';
import { canonicalRedirect } from './state/canonical';

/** Experience detail: `/experience/:expId--:slug` and `/vlog/:expId--:slug`. */
export function ExperiencePage({ params }: Pick<ParcelProps, 'params'>) {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const navigate = useNavigate();
  const { state, notFound, retry, likesCounted } = useExperience(params.expId, t('detail.error'));

  const redirect =
    state.status === 'ready' ? canonicalRedirect(params, state.data, experienceLink(state.data), location) : null;

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  useEffect(() => {
    if (notFound) bus.emit('route:not-found', { path: location.pathname });
  }, [notFound, location.pathname]);

  if (state.status === 'error') return <ExperienceError message={state.message} onRetry={retry} />;
  if (state.status !== 'ready' || redirect) return <ExperienceLoading />;
  return <LiveExperience key={state.data.id} experience={state.data} likesCounted={likesCounted} />;
}

function placeActions(place: Place) {
  return (
    <>
      <RemoteWidget
        remote="mf_planner"
        module="SaveToInspiration"
        // each heart is named by its place ("Save Taipei 101 to inspiration"): a list of them is told apart
        extra={{ placeId: place.id, placeName: place.place_name }}
        silent
        load="near-viewport"
      />
      <RemoteWidget remote="mf_planner" module="AddToPlan" extra={{ placeId: place.id }} silent load="near-viewport" />
    </>
  );
}

/** The loaded experience with everything live: view count, reactions, related videos, report, view mode. */
function LiveExperience({
  experience,
  likesCounted,
}: {
  experience: Experience;
  likesCounted: (likes_count: number) => void;
}) {
  const { t } = useTranslation(NS);
  // the player and the title paint first; what the first screen does not show is asked for after that paint
  const painted = useAfterFirstPaint();
  const appInfo = useAppInfo(painted);
  const loginState = useAtomValue(loginStateAtom);
  const [search, setSearch] = useSearchParams();
  const view: ExperienceViewMode = search.get('view') === 'map' ? 'map' : 'normal';
  const views = useViewCount(experience.id, experience.views_count, painted);
  const related = useRelated(experience.id, t('related.error'), painted);
  const social = useSocialFeed(experience.id, t('social.error'), painted);
  const { reactions, pending, toggle } = useReactions(
    experience,
    likesCounted,
    t('actions.failed'),
    t('actions.loginReason'),
  );
  const [reporting, setReporting] = useState(false);
  const reportAfterLogin = useRef(false);

  const setView = useCallback(
    (next: ExperienceViewMode) =>
      setSearch(
        (prev) => {
          const q = new URLSearchParams(prev);
          if (next === 'map') q.set('view', 'map');
          else q.delete('view');
          return q;
        },
        { replace: true },
      ),
    [setSearch],
  );

  useEffect(() => {
    if (loginState === 'logged-in' && reportAfterLogin.current) {
      reportAfterLogin.current = false;
      setReporting(true);
    }
  }, [loginState]);

  const openReport = () => {
    if (loginState === 'logged-in') return setReporting(true);
    reportAfterLogin.current = true;
    bus.emit('auth:open-login', { reason: t('ui.report.experience.loginReason', { ns: 'common' }) });
  };

  const sendReport = (report: string, recaptchaToken: string) =>
    runApiMutation('reportExperience', { params: { expId: experience.id }, body: { report, recaptchaToken } });

  return (
    <>
      <ExperienceView
        experience={experience}
        views={views}
        reactions={reactions}
        pending={pending}
        onToggle={toggle}
        onReport={openReport}
        view={view}
        onViewChange={setView}
        mapsKey={appInfo?.google_maps_key}
        related={related}
        social={social.state}
        onRetrySocial={social.retry}
        renderPlaceActions={placeActions}
      />
      <ReportDialog
        open={reporting}
        onClose={() => setReporting(false)}
        siteKey={appInfo?.recaptcha_site_key}
        kind="experience"
        send={sendReport}
      />
    </>
  );
}
