import { useTranslation } from 'page-singleton';
import { Button } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import { MemberMark } from './MemberMark';
import './together.css';

export type Role = 'owner' | 'editor' | 'viewer';
export type MemberRole = Exclude<Role, 'owner'>;

/** A member of a plan as the panel shows them (the shape of the API's plan member). */
export interface Member {
  user_id: number;
  display_name: string;
  /** #rrggbb: marks their changes and their presence */
  profile_color: string;
  role: Role;
}

export interface MembersPanelProps {
  members: readonly Member[];
  /** the signed-in user */
  meId: number;
  busy?: boolean;
  onChangeRole: (userId: number, role: MemberRole) => void;
  onRemove: (userId: number) => void;
  onLeave: () => void;
}

const MEMBER_ROLES: readonly MemberRole[] = ['editor', 'viewer'];

/**
 * The plan's companions with their colours and roles. The owner changes a member's role and removes members; any
 * other member may leave (the owner cannot: a plan always has its owner).
 */
export function MembersPanel({ members, meId, busy = false, onChangeRole, onRemove, onLeave }: MembersPanelProps) {
  const { t } = useTranslation(NS);
  const me = members.find((m) => m.user_id === meId);
  const owner = me?.role === 'owner';
  return (
    <section className="mfp-together" aria-labelledby="mfp-members-title">
      <h2 id="mfp-members-title">{t('members.title')}</h2>
      {members.length <= 1 && <p className="mfp-hint">{t('members.alone')}</p>}
      <ul className="mfp-together__members">
        {members.map((member) => {
          const name = member.user_id === meId ? t('members.you', { name: member.display_name }) : member.display_name;
          const editable = owner && member.role !== 'owner';
          return (
            <li key={member.user_id} className="mfp-together__member">
              <MemberMark name={member.display_name} color={member.profile_color} />
              <span className="mfp-together__name">{name}</span>
              {editable ? (
                <>
                  <select
                    aria-label={t('members.role', { name: member.display_name })}
                    value={member.role}
                    disabled={busy}
                    onChange={(e) => onChangeRole(member.user_id, e.currentTarget.value as MemberRole)}
                  >
                    {MEMBER_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`role.${role}`)}
                      </option>
                    ))}
                  </select>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy}
                    aria-label={t('members.remove', { name: member.display_name })}
                    onClick={() => onRemove(member.user_id)}
                  >
                    <span aria-hidden="true">×</span>
                  </Button>
                </>
              ) : (
                <span className="mfp-together__role">{t(`role.${member.role}`)}</span>
              )}
            </li>
          );
        })}
      </ul>
      {me && !owner && (
        <Button size="sm" variant="secondary" disabled={busy} onClick={onLeave}>
          {t('members.leave')}
        </Button>
      )}
    </section>
  );
}
