import { useTranslation } from 'page-singleton';
import { useRef, useState } from 'react';
import { Button } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import './share.css';

export interface ShareControlProps {
  /** the local (guest) plan: it can't be shared, and the control says so */
  guest?: boolean;
  /** the plan has a live share link */
  shared: boolean;
  /** the link, known only right after it was made (the server keeps a hash of it) */
  link: string | null;
  busy?: boolean;
  onCreate: () => void;
  onRevoke: () => void;
}

/** "Share this plan": make a read-only link, copy it, make a new one or stop sharing. */
export function ShareControl({ guest = false, shared, link, busy = false, onCreate, onRevoke }: ShareControlProps) {
  const { t } = useTranslation(NS);
  const [copyState, setCopyState] = useState<'' | 'copied' | 'failed'>('');
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopyState('copied');
    } catch {
      input.current?.select();
      setCopyState('failed');
    }
  };

  return (
    <section className="mfp-share" aria-labelledby="mfp-share-title">
      <h2 id="mfp-share-title">{t('share.title')}</h2>
      {guest ? (
        <p className="mfp-hint">{t('share.guest')}</p>
      ) : (
        <>
          <p className="mfp-hint">{t('share.intro')}</p>
          {link ? (
            <div className="mfp-share__link">
              <label className="mfp-share__field">
                {t('share.link')}
                <input ref={input} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
              </label>
              <Button size="sm" onClick={() => void copy()}>
                {t('share.copy')}
              </Button>
            </div>
          ) : (
            shared && <p className="mfp-hint">{t('share.activeHidden')}</p>
          )}
          <div className="mfp-row">
            {shared ? (
              <>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={busy}
                  aria-describedby="mfp-share-renew"
                  onClick={() => {
                    setCopyState('');
                    onCreate();
                  }}
                >
                  {t('share.renew')}
                </Button>
                <span id="mfp-share-renew" className="ti-visually-hidden">
                  {t('share.renewHint')}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  onClick={() => {
                    setCopyState('');
                    onRevoke();
                  }}
                >
                  {t('share.revoke')}
                </Button>
              </>
            ) : (
              <Button size="sm" variant="secondary" loading={busy} onClick={onCreate}>
                {t('share.create')}
              </Button>
            )}
          </div>
          <p role="status" aria-live="polite" className="mfp-share__status">
            {copyState === 'copied' ? t('share.copied') : copyState === 'failed' ? t('share.copyFailed') : ''}
          </p>
        </>
      )}
    </section>
  );
}
