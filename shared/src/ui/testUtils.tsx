/** Test helpers for the UI kit: the shared i18n instance, switched to a known language. */
import { act } from '@testing-library/react';
import { i18n } from 'page-singleton';

export async function setTestLanguage(language: 'en' | 'zh-Hant-TW' = 'en'): Promise<void> {
  await act(async () => {
    await i18n.changeLanguage(language);
  });
}

export { i18n };
