import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api, LoadingIndicator, type Menu } from 'shared';

/** The menu drawer: the header menu from `GET /global/menu`, in the current language. */
export function MenuDrawerContent({ onNavigate }: { onNavigate: () => void }) {
  const { t, i18n } = useTranslation('common');
  const [menu, setMenu] = useState<Menu | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    api
      .call('getGlobalMenu')
      .then((r) => !cancelled && setMenu(r.data ?? { items: [] }))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [i18n.language]);
  if (failed) return <p role="alert">{t('error.generic')}</p>;
  if (!menu) return <LoadingIndicator />;
  return (
    <nav>
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
