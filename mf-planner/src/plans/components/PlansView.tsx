import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { LoginState } from 'shared';
import { NS } from '../../i18n';
import { guestPlanName, type GuestPlan } from '../state/guestPlan';
import './plans.css';

export interface PlansViewProps {
  loginState: LoginState;
  /** the local plan from browser storage, if any */
  guestPlan: GuestPlan | null;
  /** the current interface language (the default plan name follows it) */
  language: string;
}

/** My plans, given the login state and the local guest plan. */
export function PlansView({ loginState, guestPlan, language }: PlansViewProps) {
  const { t } = useTranslation(NS);
  const signedIn = loginState === 'logged-in';
  return (
    <main className="mfp-plans">
      <h1>{t('plans.title')}</h1>

      {signedIn && (
        <section className="mfp-notice" aria-labelledby="mfp-account-plans">
          <h2 id="mfp-account-plans">{t('plans.account.title')}</h2>
          <p>{t('plans.account.body')}</p>
        </section>
      )}

      {guestPlan ? (
        <section aria-labelledby="mfp-local-plans">
          <h2 id="mfp-local-plans">{t(signedIn ? 'plans.local.titleSignedIn' : 'plans.local.title')}</h2>
          <ul className="mfp-list">
            <li className="mfp-card">
              <h3 className="mfp-card__name">
                <Link to="/my/plans/guest">{guestPlanName(guestPlan, language)}</Link>
              </h3>
              <p className="mfp-card__count">{t('plans.places', { count: guestPlan.plan_places.length })}</p>
              {guestPlan.notes.trim() && <p className="mfp-card__notes">{guestPlan.notes}</p>}
            </li>
          </ul>
          {!signedIn && <p className="mfp-hint">{t('plans.local.hint')}</p>}
        </section>
      ) : (
        !signedIn && (
          <section className="mfp-empty" aria-labelledby="mfp-empty-title">
            <h2 id="mfp-empty-title">{t('plans.empty.title')}</h2>
            <p>{t('plans.empty.body')}</p>
            <p>
              <Link to="/my/plans/guest">{t('plans.empty.start')}</Link>
            </p>
          </section>
        )
      )}

      {!signedIn && loginState === 'logged-out' && (
        <p className="mfp-signin">
          <Link to={`/login?returnUrl=${encodeURIComponent('/my/plans')}`}>{t('plans.signIn')}</Link>
        </p>
      )}
    </main>
  );
}
