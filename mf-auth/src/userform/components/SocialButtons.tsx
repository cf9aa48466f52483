import { useTranslation } from 'page-singleton';
import { useId } from 'react';
import { Button } from 'shared';
import { NS } from '../../i18n';
import type { SocialProvider } from '../hooks/useSocialSignIn';
import '../../common/userform.css';

export interface SocialButtonsProps {
  /** the providers configured on this site (GET /app); the others are not shown */
  providers: SocialProvider[];
  tnc: boolean;
  onTncChange: (accepted: boolean) => void;
  onSelect: (provider: SocialProvider) => void;
  busy?: SocialProvider | null;
}

/** "Continue with …" buttons for the configured providers, with the tnc acceptance a new social account needs. */
export function SocialButtons({ providers, tnc, onTncChange, onSelect, busy = null }: SocialButtonsProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  if (providers.length === 0) return null;
  return (
    <div className="mfa-social">
      <p className="mfa-or">{t('social.or')}</p>
      {providers.map((p) => (
        <Button
          key={p}
          type="button"
          variant="secondary"
          loading={busy === p}
          disabled={busy !== null && busy !== p}
          onClick={() => onSelect(p)}
        >
          {t(`social.${p}`)}
        </Button>
      ))}
      <div className="mfa-check">
        <input id={`${id}-tnc`} type="checkbox" checked={tnc} onChange={(e) => onTncChange(e.target.checked)} />
        <label htmlFor={`${id}-tnc`}>{t('social.tnc')}</label>
      </div>
    </div>
  );
}
