import { Link, useTranslation } from 'page-singleton';
import { NS } from '../i18n';
import { useApiMenu } from './useMiscMenu';

/** The site footer: the misc menu (`/misc/menu`) and the background colour the route table gives the current route. */
export function Footer({ colour }: { colour?: 'yellow' | 'green' }) {
  const { t } = useTranslation(NS);
  const menu = useApiMenu('getMiscMenu');
  return (
    <footer className={`ti-footer${colour ? ` ti-footer--${colour}` : ''}`} data-footer={colour ?? 'none'}>
      {menu.status === 'ready' && menu.menu.items.length > 0 && (
        <nav aria-label={t('footer.nav')}>
          <ul className="ti-footer__links">
            {menu.menu.items.map((item) => (
              <li key={item.url}>
                <Link to={item.url}>{item.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p className="ti-footer__text">{t('footer.text')}</p>
    </footer>
  );
}
