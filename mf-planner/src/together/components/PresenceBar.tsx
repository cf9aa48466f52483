import { useTranslation } from 'page-singleton';
import { NS } from '../../i18n';
import '../../screenStrings';
import { MemberMark } from './MemberMark';

export interface PresentMember {
  user_id: number;
  display_name: string;
  profile_color: string;
}

/** Who else has the plan open now (the signed-in user is not listed); nothing when no one else is here. */
export function PresenceBar({ here }: { here: readonly PresentMember[] }) {
  const { t } = useTranslation(NS);
  if (here.length === 0) return null;
  return (
    <ul className="mfp-together__presence" aria-label={t('presence.label')}>
      {here.map((member) => (
        <li key={member.user_id} title={t('presence.someone', { name: member.display_name })}>
          <MemberMark name={member.display_name} color={member.profile_color} />
          <span className="ti-visually-hidden">{t('presence.someone', { name: member.display_name })}</span>
        </li>
      ))}
    </ul>
  );
}
