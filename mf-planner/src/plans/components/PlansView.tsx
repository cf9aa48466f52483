import { Link, useTranslation } from 'page-singleton';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, TextField, type LoginState, type Plan } from 'shared';
import { NS } from '../../i18n';
import '../../screenStrings';
import { LoadError } from '../../common/LoadError';
import type { PlanId } from '../../common/planSource';
import { guestPlanName, type GuestPlan } from '../../common/guestPlan';
import '../../common/widgets.css';
import './plans.css';

export interface PlansViewProps {
  loginState: LoginState;
  /** the local plan from browser storage, if any */
  guestPlan: GuestPlan | null;
  /** the current interface language (the default plan name follows it) */
  language: string;
  /** the signed-in user's plans (null while loading) */
  accountPlans?: Plan[] | null;
  accountStatus?: 'loading' | 'ready' | 'error';
  busy?: boolean;
  compact?: boolean;
  /** create a plan with this name; resolves whether it was created (the name field is then emptied) */
  onCreate?: (name: string) => Promise<boolean>;
  onDelete?: (plan: Plan) => void;
  onRetry?: () => void;
  /** open a plan in place (the planner drawer) instead of following the link */
  onOpen?: (id: PlanId) => void;
}

/** My plans: the account's plans when signed in, and the local guest plan. */
export function PlansView(props: PlansViewProps) {
  const { loginState, guestPlan, language, accountPlans = null, accountStatus = 'ready', busy = false } = props;
  const { compact = false, onCreate, onDelete, onRetry, onOpen } = props;
  const { t } = useTranslation(NS);
  const signedIn = loginState === 'logged-in';
  const [confirming, setConfirming] = useState<number | null>(null);
  const [newName, setNewName] = useState('');
  const Heading = compact ? 'h2' : 'h1';

  const open = (id: PlanId, children: ReactNode) =>
    onOpen ? (
      <button type="button" className="mfp-linkbutton" onClick={() => onOpen(id)}>
        {children}
      </button>
    ) : (
      <Link to={`/my/plans/${id}`}>{children}</Link>
    );

  // the name stays in the field until the plan exists, so a failed create can be sent again as it is
  const create = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const name = newName.trim();
    if (!name || !onCreate) return;
    if (await onCreate(name)) setNewName((now) => (now.trim() === name ? '' : now));
  };

  return (
    <main className="mfp-plans">
      <Heading>{t('plans.title')}</Heading>

      {signedIn && (
        <section aria-labelledby="mfp-account-plans">
          <h2 id="mfp-account-plans" className="ti-visually-hidden">
            {t('plans.account.title')}
          </h2>
          {accountStatus === 'loading' && <p role="status">{t('loading')}</p>}
          {accountStatus === 'error' && <LoadError onRetry={onRetry} />}
          {accountStatus === 'ready' && accountPlans && accountPlans.length === 0 && (
            <p className="mfp-hint">{t('plans.account.empty')}</p>
          )}
          {accountPlans && accountPlans.length > 0 && (
            <ul className="mfp-list">
              {accountPlans.map((p) => (
                <li key={p.id} className="mfp-card">
                  <h3 className="mfp-card__name">{open(p.id, p.plan_name)}</h3>
                  {p.role && p.role !== 'owner' && (
                    <p className="mfp-card__shared">
                      {t(`plans.sharedBy.${p.role}`, { name: p.owner_name ?? t('activity.someone') })}
                    </p>
                  )}
                  <p className="mfp-card__count">{t('plans.places', { count: p.plan_places.length })}</p>
                  {p.notes.trim() && <p className="mfp-card__notes">{p.notes}</p>}
                  {/* a plan shared with me is its owner's to delete (I may leave it, in the planner) */}
                  {onDelete &&
                    (p.role ?? 'owner') === 'owner' &&
                    (confirming === p.id ? (
                      <div
                        className="mfp-row"
                        role="group"
                        aria-label={t('plans.confirmDelete', { name: p.plan_name })}
                      >
                        <span>{t('plans.confirmDelete', { name: p.plan_name })}</span>
                        <Button size="sm" loading={busy} onClick={() => onDelete(p)}>
                          {t('plans.delete')}
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                          {t('cancel')}
                        </Button>
                      </div>
                    ) : (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={t('plans.deleteNamed', { name: p.plan_name })}
                        onClick={() => setConfirming(p.id as number)}
                      >
                        {t('plans.delete')}
                      </Button>
                    ))}
                </li>
              ))}
            </ul>
          )}
          {onCreate && (
            <form className="mfp-row mfp-create" onSubmit={(e) => void create(e)}>
              <TextField
                label={t('plans.newName')}
                name="plan_name"
                maxLength={200}
                required
                value={newName}
                onChange={setNewName}
              />
              <Button type="submit" loading={busy}>
                {t('plans.create')}
              </Button>
            </form>
          )}
        </section>
      )}

      {guestPlan ? (
        <section aria-labelledby="mfp-local-plans">
          <h2 id="mfp-local-plans">{t(signedIn ? 'plans.local.titleSignedIn' : 'plans.local.title')}</h2>
          <ul className="mfp-list">
            <li className="mfp-card">
              <h3 className="mfp-card__name">{open('guest', guestPlanName(guestPlan, language))}</h3>
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
            <p>{open('guest', t('plans.empty.start'))}</p>
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
