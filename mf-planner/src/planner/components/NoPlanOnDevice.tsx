import { Link, useTranslation } from 'page-singleton';
import { NS } from '../../i18n';
import '../../screenStrings';

/**
 * /my/plans/guest for a signed-in user with no plan kept on this device (it moved to the account at sign-up,
 * or there never was one): their plans are in the account, one link away.
 */
export function NoPlanOnDevice() {
  const { t } = useTranslation(NS);
  return (
    <section className="mfp-planner">
      <h1>{t('planner.noPlanOnDevice.title')}</h1>
      <p>{t('planner.noPlanOnDevice.body')}</p>
      <p>
        <Link to="/my/plans">{t('planner.noPlanOnDevice.link')}</Link>
      </p>
    </section>
  );
}
