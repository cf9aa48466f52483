import { useTranslation } from 'page-singleton';
import { useRef, useState } from 'react';
import { Button } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import type { MemberRole } from './MembersPanel';

/** An invitation still open, as the panel lists it (the API keeps only a hash of its link). */
export interface OpenInvite {
  id: number;
  role: MemberRole;
  created_at: string;
  expires_at: string;
}

export interface InviteLinksProps {
  /** the link just made: shown once, to copy */
  link: string | null;
  /** until when the link just made works (ISO date-time) */
  linkExpires: string | null;
  invites: readonly OpenInvite[];
  language: string;
  busy?: boolean;
  onCreate: (role: MemberRole) => void;
  onRevoke: (inviteId: number) => void;
}

const day = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

/** Invite companions by a link that works once: as an editor or a viewer; copy it; revoke an open one. */
export function InviteLinks({
  link,
  linkExpires,
  invites,
  language,
  busy = false,
  onCreate,
  onRevoke,
}: InviteLinksProps) {
  const { t } = useTranslation(NS);
  const [role, setRole] = useState<MemberRole>('editor');
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      input.current?.select();
    }
  };
  return (
    <section className="mfp-together" aria-labelledby="mfp-invite-title">
      <h2 id="mfp-invite-title">{t('invite.title')}</h2>
      <div className="mfp-row">
        <label className="mfp-together__field">
          {t('invite.role')}
          <select value={role} disabled={busy} onChange={(e) => setRole(e.currentTarget.value as MemberRole)}>
            <option value="editor">{t('role.editor')}</option>
            <option value="viewer">{t('role.viewer')}</option>
          </select>
        </label>
        <Button size="sm" disabled={busy} onClick={() => onCreate(role)}>
          {t('invite.create')}
        </Button>
      </div>
      {link && (
        <div className="mfp-together__link">
          <label className="mfp-together__field">
            {t('invite.link')}
            <input ref={input} readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          </label>
          <Button size="sm" variant="secondary" onClick={() => void copy()}>
            {t('invite.copy')}
          </Button>
          {linkExpires && <p className="mfp-hint">{t('invite.expires', { date: day(linkExpires, language) })}</p>}
          <p className="mfp-hint" role="status">
            {copied ? t('invite.copied') : ''}
          </p>
        </div>
      )}
      {invites.length > 0 && (
        <>
          <h3>{t('invite.open')}</h3>
          <ul className="mfp-together__invites">
            {invites.map((invite) => (
              <li key={invite.id}>
                <span>
                  {t(`role.${invite.role}`)} · {t('invite.expires', { date: day(invite.expires_at, language) })}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  aria-label={t('invite.revokeNamed', { date: day(invite.created_at, language) })}
                  onClick={() => onRevoke(invite.id)}
                >
                  {t('invite.revoke')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
