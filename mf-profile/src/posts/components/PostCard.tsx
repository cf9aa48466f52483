import { Link, useTranslation } from 'page-singleton';
import {
  Button,
  MediaType,
  Thumbnail,
  formatRelativeTime,
  formatRichText,
  likesLabel,
  placeLink,
  type Post,
  HiddenNotice,
} from 'shared';
import { NS } from '../../i18n';
import './posts.css';

export interface PostCardProps {
  post: Post;
  /** the viewer may edit and delete it (author or admin) */
  canEdit?: boolean;
  /** the viewer is signed in (the like button works) */
  signedIn?: boolean;
  /** show the place the post is about (walls of a user) */
  showPlace?: boolean;
  /** link the time to the post page */
  linkToPost?: boolean;
  liking?: boolean;
  onLike?: (post: Post) => void;
  onEdit?: (post: Post) => void;
  onDelete?: (post: Post) => void;
  /** report the post (offered to everyone but its author: a guest signs in first) */
  onReport?: (post: Post) => void;
  /** "now" for the relative time (stories, tests) */
  now?: number;
}

function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span className="mfpr-stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= value ? 'mfpr-star-on' : 'mfpr-star-off'}>
          ★
        </span>
      ))}
    </span>
  );
}

/** One post or review: author, place, time (relative within 23 hours, else the date in the post's timezone), text, photos, likes. */
export function PostCard({
  post,
  canEdit = false,
  signedIn = false,
  showPlace = false,
  linkToPost = true,
  liking = false,
  onLike,
  onEdit,
  onDelete,
  onReport,
  now,
}: PostCardProps) {
  const { t, i18n } = useTranslation(NS);
  const time = formatRelativeTime(post.created_at, {
    language: i18n.language,
    timezoneOffset: post.timezone_offset,
    now,
  });
  const isReview = post.recommend > 0;
  const liked = post.liked === true;
  return (
    <article className="mfpr-post" aria-labelledby={`post-${post.post_id}-author`}>
      <header className="mfpr-post-head">
        <span className="mfpr-avatar" aria-hidden="true" style={{ background: post.user.profile_color }}>
          {post.user.display_name.slice(0, 1).toUpperCase()}
        </span>
        <div>
          <Link id={`post-${post.post_id}-author`} to={`/user/${post.user.id}/posts`} className="mfpr-post-author">
            {post.user.display_name}
          </Link>
          {post.is_local && <span className="mfpr-badge">{t('post.local')}</span>}
          <div className="mfpr-muted">
            {linkToPost ? (
              <Link to={`/post/${post.post_id}`} aria-label={`${t('post.open')}: ${time}`}>
                <time dateTime={post.created_at}>{time}</time>
              </Link>
            ) : (
              <time dateTime={post.created_at}>{time}</time>
            )}
            {post.updated_at && <> · {t('post.edited')}</>}
            {showPlace && post.place && (
              <>
                {' · '}
                <Link to={placeLink(post.place)}>{post.place.place_name}</Link>
              </>
            )}
          </div>
        </div>
      </header>
      {post.hidden && <HiddenNotice reason={post.hidden.reason} text={t('hidden.text')} />}
      {isReview && (
        <p className="mfpr-review">
          <span className="mfpr-badge mfpr-badge-review">{t('post.review')}</span>{' '}
          <span>{post.recommend >= 3 ? t('post.recommended') : t('post.notRecommended')}</span>{' '}
          <Stars value={post.recommend} label={t('post.stars', { count: post.recommend })} />
        </p>
      )}
      {post.post && (
        // escaped first, then line breaks become <br>: no HTML a user typed is ever rendered
        <p className="mfpr-post-text" dangerouslySetInnerHTML={{ __html: formatRichText(post.post) }} />
      )}
      {post.media.length > 0 && (
        <ul
          className="mfpr-post-media"
          aria-label={t(post.media.some((m) => m.type === MediaType.Video) ? 'post.media' : 'editor.photos')}
        >
          {post.media.map((m, i) => {
            const n = post.media.slice(0, i + 1).filter((x) => x.type === m.type).length;
            const name = post.user.display_name;
            if (m.type === MediaType.Video) {
              const label = t('post.playVideo', { n, name });
              return (
                <li key={m.id}>
                  <a
                    className="mfpr-post-video"
                    href={`https://www.youtube.com/watch?v=${encodeURIComponent(m.file)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={m.alt ? `${label}: ${m.alt}` : label}
                  >
                    <Thumbnail
                      src={m.url}
                      posterTitle={post.place?.place_name || t('post.video', { n })}
                      posterSubtitle={post.place?.country?.country_name}
                      colorKey={m.id}
                      alt=""
                      width={220}
                      height={124}
                      className="mfpr-post-thumb"
                    />
                    <span className="mfpr-play" aria-hidden="true">
                      ▶
                    </span>
                  </a>
                </li>
              );
            }
            return (
              <li key={m.id}>
                <img
                  src={m.url}
                  alt={m.alt ? t('post.photoAltDescribed', { alt: m.alt, n, name }) : t('post.photoAlt', { n, name })}
                  loading="lazy"
                  width={m.width ?? undefined}
                  height={m.height ?? undefined}
                />
              </li>
            );
          })}
        </ul>
      )}
      <footer className="mfpr-post-foot">
        <Button
          variant={liked ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={liked}
          loading={liking}
          disabled={!onLike}
          onClick={() => onLike?.(post)}
          title={signedIn ? undefined : t('post.signInToWrite')}
        >
          {liked ? t('post.unlike') : t('post.like')}
        </Button>
        <span className="mfpr-muted">{likesLabel(post.likes_count, i18n.language)}</span>
        {(canEdit || onReport) && (
          <span className="mfpr-post-actions">
            {onReport && (
              <Button variant="secondary" size="sm" onClick={() => onReport(post)}>
                {t('report.button')}
              </Button>
            )}
            {canEdit && (
              <>
                <Button variant="secondary" size="sm" onClick={() => onEdit?.(post)}>
                  {t('post.edit')}
                </Button>
                <Button variant="secondary" size="sm" onClick={() => onDelete?.(post)}>
                  {t('post.delete')}
                </Button>
              </>
            )}
          </span>
        )}
      </footer>
    </article>
  );
}
