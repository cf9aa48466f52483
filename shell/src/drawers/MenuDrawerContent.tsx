import { Link, useTranslation } from 'page-singleton';
import { LoadingIndicator, type Menu } from 'shared';
import { NS } from '../i18n';
import { LanguageSwitch, useApiMenu, type MenuState } from '../layout';

function MenuList({ state, label, onNavigate }: { state: MenuState; label: string; onNavigate: () => void }) {
  const { t } = useTranslation('common');
  if (state.status === 'error') return <p role="alert">{t('error.generic')}</p>;
  if (state.status === 'loading') return <LoadingIndicator />;
  return <MenuLinks menu={state.menu} label={label} onNavigate={onNavigate} />;
}

export function MenuLinks({ menu, label, onNavigate }: { menu: Menu; label: string; onNavigate: () => void }) {
  return (
    <nav aria-label={label}>
      <ul className="ti-menu">
        {menu.items.map((item) => (
          <li key={item.url}>
            <Link to={item.url} onClick={onNavigate}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The menu drawer: the main menu (`GET /global/menu`), the misc menu (`GET /misc/menu`), in the current language,
 * and the language switch (a phone's header has no room for it).
 */
export function MenuDrawerContent({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(NS);
  const main = useApiMenu('getGlobalMenu');
  const misc = useApiMenu('getMiscMenu');
  return (
    <>
      <MenuList state={main} label={t('menu.main')} onNavigate={onNavigate} />
      {misc.status === 'ready' && misc.menu.items.length > 0 && (
        <MenuLinks menu={misc.menu} label={t('menu.more')} onNavigate={onNavigate} />
      )}
      <div className="ti-menu__language">
        <LanguageSwitch />
      </div>
    </>
  );
}
