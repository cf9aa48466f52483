import { Link, useTranslation } from 'page-singleton';
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { bus, Button, logOut, sharedStore, userAtom } from 'shared';
import { NS } from '../i18n';
import '../screenStrings';
import './drawer.css';

export interface ProfileDrawerProps {
  /** the shell's: closes the drawer */
  closeDrawer?: () => void;
}

/** The profile screens, in order, by screen name. */
export function profileScreens(userId: number): Array<{ name: string; to: string }> {
  return [
    { name: 'MyHistory', to: '/my/history' },
    { name: 'Favorites', to: '/my/favorites' },
    { name: 'MyExperiences', to: '/my/experiences' },
    { name: 'MyPosts', to: `/user/${userId}/posts` },
    { name: 'MySavedList', to: '/my/plans' },
    { name: 'MyInspiration', to: '/my/inspiration' },
    { name: 'EditProfile', to: '/my/edit-profile' },
    { name: 'ChangePassword', to: '/my/change-password' },
  ];
}

/** The profile drawer's content: the profile screens and sign-out (signed out: a sign-in button). */
export function ProfileDrawer({ closeDrawer }: ProfileDrawerProps) {
  const { t } = useTranslation(NS);
  const user = useAtomValue(userAtom, { store: sharedStore });
  const [signingOut, setSigningOut] = useState(false);

  if (!user) {
    return (
      <div className="mfpr-drawer">
        <p>{t('drawer.signedOutText')}</p>
        <Button
          onClick={() => {
            closeDrawer?.();
            bus.emit('auth:open-login', {});
          }}
        >
          {t('drawer.signIn')}
        </Button>
      </div>
    );
  }

  return (
    <nav className="mfpr-drawer" aria-label={t('drawer.heading')}>
      <p className="mfpr-drawer-user">
        <span className="mfpr-avatar" aria-hidden="true" style={{ background: user.profile_color }}>
          {user.display_name.slice(0, 1).toUpperCase()}
        </span>
        <span>
          <strong>{user.display_name}</strong>
          {user.shown_email && <span className="mfpr-muted"> {user.shown_email}</span>}
        </span>
      </p>
      <ul>
        {profileScreens(user.id).map((s) => (
          <li key={s.name}>
            <Link to={s.to} onClick={() => closeDrawer?.()}>
              {t(`drawer.${s.name}`)}
            </Link>
          </li>
        ))}
        <li>
          <Button
            variant="secondary"
            loading={signingOut}
            onClick={async () => {
              setSigningOut(true);
              await logOut();
              setSigningOut(false);
              closeDrawer?.();
            }}
          >
            {signingOut ? t('drawer.signingOut') : t('drawer.Logout')}
          </Button>
        </li>
      </ul>
    </nav>
  );
}
