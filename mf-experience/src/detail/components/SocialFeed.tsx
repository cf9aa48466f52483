import { Link, useTranslation } from 'page-singleton';
import { Button, formatRelativeTime, formatRichText, type LoadState, type Post } from 'shared';
import { NS } from '../../i18n';

export interface SocialFeedProps {
  /** (an error shows the feed's own words: the feed is an extra, whatever the server said) */
  state: LoadState<Post[]>;
  onRetry: () => void;
  /** "now" for relative times (stories, tests); default: the current time */
  now?: Date | number;
}

/** "From travellers": posts about the places of this video. */
export function SocialFeed({ state, onRetry, now }: SocialFeedProps) {
  const { t, i18n } = useTranslation(NS);
  return (
    <section className="mfe-social" aria-labelledby="mfe-social-heading" aria-busy={state.status === 'loading'}>
      <h2 id="mfe-social-heading">{t('social.heading')}</h2>
      {state.status === 'loading' && (
        <p className="mfe-muted" role="status">
          {t('social.loading')}
        </p>
      )}
      {state.status === 'error' && (
        <div role="alert" className="mfe-social__error">
          <p className="mfe-muted">{t('social.error')}</p>
          <Button onClick={onRetry}>{t('social.retry')}</Button>
        </div>
      )}
      {state.status === 'ready' && state.data.length === 0 && <p className="mfe-muted">{t('social.empty')}</p>}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul className="mfe-social__list" aria-label={t('social.heading')}>
          {state.data.map((p) => (
            <li key={p.post_id} className="mfe-social__post">
              <article aria-labelledby={`mfe-social-${p.post_id}`}>
                <p className="mfe-social__meta">
                  <strong id={`mfe-social-${p.post_id}`}>{p.user.display_name}</strong>{' '}
                  <time dateTime={p.created_at} className="mfe-muted">
                    {formatRelativeTime(p.created_at, { language: i18n.language, now })}
                  </time>
                </p>
                {/* formatRichText escapes HTML first, then turns line breaks into <br>: the only HTML rendered here */}
                <p className="mfe-social__text" dangerouslySetInnerHTML={{ __html: formatRichText(p.post) }} />
                <Link to={`/post/${p.post_id}`}>{t('social.open', { name: p.user.display_name })}</Link>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
