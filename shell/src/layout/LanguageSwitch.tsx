import { useTranslation } from 'page-singleton';
import { useAtomValue } from 'jotai';
import { loginStateAtom, setLanguage, sharedStore, userAtom, type Language } from 'shared';
import { NS } from '../i18n';

/** Header switch between English and 繁體中文; a signed-in user's choice is saved to the account. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation(NS);
  const loginState = useAtomValue(loginStateAtom, { store: sharedStore });
  const user = useAtomValue(userAtom, { store: sharedStore });
  const next: Language = i18n.language === 'en' ? 'zh-Hant-TW' : 'en';
  const onClick = async () => {
    await setLanguage(next);
    if (loginState === 'logged-in' && user) {
      import(/* webpackChunkName: "account-language" */ './accountLanguage')
        .then(({ saveAccountLanguage }) => saveAccountLanguage(next))
        .catch(() => undefined);
    }
  };
  return (
    <button type="button" className="ti-lang" lang={next} aria-label={t('language.label')} onClick={onClick}>
      {t('language.switchTo')}
    </button>
  );
}
