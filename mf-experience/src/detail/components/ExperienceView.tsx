import { Link, useTranslation } from 'page-singleton';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import {
  attribution,
  experienceThumbnail,
  formatRichText,
  likesLabel,
  RemoteWidget,
  viewsLabel,
  type Experience,
  type ExperienceSummary,
  type LoadState,
  type Place,
  type Post,
  VisibleType,
  HiddenNotice,
} from 'shared';
import { NS } from '../../i18n';
import type { ReactionKind, Reactions } from '../state/reactions';
import { currentPlaceIndex, placesInTimeOrder } from '../state/timeline';
import { ActionBar } from './ActionBar';
import { MapPanel } from './MapPanel';
import { PlacesList } from './PlacesList';
import { RelatedList } from './RelatedList';
import { SocialFeed } from './SocialFeed';
import { VideoPlayer, type VideoPlayerHandle } from './VideoPlayer';
import { ViewSwitch, type ExperienceViewMode } from './ViewSwitch';
import '../../common/detail.css';

export interface ExperienceViewProps {
  experience: Experience;
  /** start with the player loaded (stories) */
  playing?: boolean;
  /** the playing position to start from (stories: which place is highlighted) */
  initialTime?: number;
  /** views count to show (after this visit was counted); default the experience's */
  views?: number;
  /** the viewer's like/favorite and the like count; default: neither, the experience's count */
  reactions?: Reactions;
  pending?: Partial<Record<ReactionKind, boolean>>;
  onToggle?: (kind: ReactionKind) => void;
  onReport?: () => void;
  view?: ExperienceViewMode;
  onViewChange?: (view: ExperienceViewMode) => void;
  /** Google Maps browser key, when configured */
  mapsKey?: string;
  /** "more like this"; not shown when undefined */
  related?: LoadState<ExperienceSummary[]>;
  /** travellers' posts about the places ("From travellers"), shown below the related videos */
  social?: LoadState<Post[]>;
  onRetrySocial?: () => void;
  /** more actions per place (the planner's widgets) */
  renderPlaceActions?: (place: Place) => ReactNode;
}

const noop = () => undefined;

/** The experience detail, given its data: player, facts, actions, places (normal or map view), related videos. */
export function ExperienceView({
  experience: e,
  playing,
  initialTime = -1,
  views,
  reactions,
  pending,
  onToggle = noop,
  onReport = noop,
  view = 'normal',
  onViewChange = noop,
  mapsKey,
  related,
  social,
  onRetrySocial,
  renderPlaceActions,
}: ExperienceViewProps) {
  const { t, i18n } = useTranslation(NS);
  const credit = attribution(e.video_type, e.author, i18n.language);
  const description = e.description.trim();
  const places = useMemo(() => placesInTimeOrder(e.places), [e.places]);
  const player = useRef<VideoPlayerHandle>(null);
  const [time, setTime] = useState(initialTime);
  const current = currentPlaceIndex(places, time);
  const shown = reactions ?? { like: false, favorite: false, likes_count: e.likes_count };
  const stage = useRef<HTMLDivElement>(null);
  const choose = (index: number) => {
    player.current?.seekTo(places[index].time);
    bringIntoView(stage.current);
  };

  return (
    <main className="mfe-detail">
      {/* one column; from 1200 px wide the places (list or map) stand beside the player (detail.css) */}
      <article className="mfe-detail__layout">
        <div className="mfe-detail__primary">
          <div className="mfe-detail__stage" ref={stage}>
            <VideoPlayer
              ref={player}
              videoType={e.video_type}
              videoId={e.video_id}
              title={e.title}
              thumbnail={experienceThumbnail(e)}
              initiallyPlaying={playing}
              onTime={setTime}
            />
            {current >= 0 && (
              <p className="mfe-now" aria-live="polite">
                {t('detail.nowAt', { place: places[current].place.place_name })}
              </p>
            )}
          </div>
          {(e.status === 'draft' || e.visible_type !== VisibleType.Public) && (
            <p className="mfe-badge">
              {e.status === 'draft'
                ? t('visibility.draft')
                : e.visible_type === VisibleType.Private
                  ? t('visibility.private')
                  : t('visibility.unlisted')}
            </p>
          )}
          {e.hidden && <HiddenNotice reason={e.hidden.reason} text={t('hidden.text')} />}
          <h1 className="mfe-detail__title">{e.title}</h1>
          {credit && <p className="mfe-detail__credit">{credit}</p>}
          <p className="mfe-detail__stats">
            <span>{viewsLabel(views ?? e.views_count, i18n.language)}</span>
            <span aria-hidden="true"> · </span>
            <span>{likesLabel(shown.likes_count, i18n.language)}</span>
          </p>
          <ActionBar reactions={shown} pending={pending} onToggle={onToggle} onReport={onReport} />

          {e.tags.length > 0 && (
            <ul className="mfe-tags" aria-label={t('detail.tags')}>
              {e.tags.map((tag) => (
                <li key={tag.id}>
                  <Link to={`/tag/${encodeURIComponent(tag.slug)}`} className="mfe-tag">
                    #{tag.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>

        <div className="mfe-detail__side">
          <ViewSwitch view={view} onChange={onViewChange} />

          {view === 'map' ? (
            <MapPanel
              places={places}
              currentIndex={current}
              onChoose={choose}
              mapsKey={mapsKey}
              renderActions={renderPlaceActions}
            />
          ) : (
            <section aria-labelledby="mfe-detail-places">
              <h2 id="mfe-detail-places">{t('detail.places')}</h2>
              {/* the planner's "add all places of this video to a plan" */}
              {places.length > 0 && (
                <RemoteWidget
                  remote="mf_planner"
                  module="AddExperienceToPlan"
                  extra={{ experienceId: e.id }}
                  silent
                  load="near-viewport"
                />
              )}
              {places.length === 0 ? (
                <p className="mfe-muted">{t('detail.noPlaces')}</p>
              ) : (
                <PlacesList
                  places={places}
                  currentIndex={current}
                  onChoose={choose}
                  renderActions={renderPlaceActions}
                />
              )}
            </section>
          )}
        </div>

        <div className="mfe-detail__more">
          {description && (
            <section aria-labelledby="mfe-detail-about">
              <h2 id="mfe-detail-about">{t('detail.about')}</h2>
              {/* formatRichText escapes HTML first, then turns line breaks into <br>: the only HTML rendered here */}
              <p
                className="mfe-detail__description"
                dangerouslySetInnerHTML={{ __html: formatRichText(description) }}
              />
            </section>
          )}
          <p className="mfe-detail__by">
            <Link to={`/user/${e.user.id}/experiences`}>{t('detail.moreFrom', { name: e.user.display_name })}</Link>
          </p>
          {related && <RelatedList state={related} />}
          {social && <SocialFeed state={social} onRetry={onRetrySocial ?? noop} />}
        </div>
      </article>
    </main>
  );
}

/**
 * A timestamp chosen far down the page plays the video where the visitor can see it: the player is scrolled to
 * the middle of the window (clear of a sticky header) when any of it is off-screen; smoothly unless the visitor
 * asked for reduced motion.
 */
function bringIntoView(el: HTMLElement | null) {
  if (!el) return;
  const { top, bottom } = el.getBoundingClientRect();
  if (top >= 0 && bottom <= window.innerHeight) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
}
