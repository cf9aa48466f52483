import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Decorator, Preview } from '@storybook/react-webpack5';
import { i18n, isLanguage, setLanguage } from 'page-singleton';
import { DEFAULT_LANGUAGE, type Language } from 'contract';

/** Puts the whole site (i18next, the shared language atom, `<html lang>`) in the toolbar's language. */
function LanguageFrame({ locale, children }: { locale: Language; children: ReactNode }) {
  useEffect(() => {
    void setLanguage(locale);
  }, [locale]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** Wraps every story in the site's i18n instance, in the language picked in the toolbar. */
const withI18n: Decorator = (Story, context) => {
  const locale = isLanguage(context.globals.locale) ? context.globals.locale : DEFAULT_LANGUAGE;
  return (
    <LanguageFrame locale={locale}>
      <Story />
    </LanguageFrame>
  );
};

const preview: Preview = {
  decorators: [withI18n],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh-Hant-TW', right: '繁', title: '繁體中文' },
          { value: 'en', right: 'EN', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LANGUAGE },
  parameters: {
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
