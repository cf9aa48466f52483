import { addTranslations, currentLanguage, i18n, LANGUAGE_STORAGE_KEY, setLanguage } from 'page-singleton';
import { bus } from 'page-singleton/bus';
import { languageAtom, sharedStore } from 'page-singleton';
import './commonStrings';

describe('i18n', () => {
  afterEach(async () => {
    await setLanguage('zh-Hant-TW');
  });

  it('defaults to zh-Hant-TW', () => {
    expect(currentLanguage()).toBe('zh-Hant-TW');
    expect(i18n.t('retry')).toBe('重試');
  });

  it('switches the whole site without a reload: i18next, atom, <html lang>, storage and the bus', async () => {
    const heard = jest.fn();
    const off = bus.on('language:changed', heard);
    await setLanguage('en');
    off();
    expect(i18n.t('retry')).toBe('Retry');
    expect(sharedStore.get(languageAtom)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(heard).toHaveBeenCalledWith({ language: 'en' });
  });

  it('adds a module namespace in both languages and falls back to English', async () => {
    addTranslations('test-ns', { en: { hello: 'Hello', onlyEn: 'Only English' }, 'zh-Hant-TW': { hello: '你好' } });
    expect(i18n.t('hello', { ns: 'test-ns' })).toBe('你好');
    expect(i18n.t('onlyEn', { ns: 'test-ns' })).toBe('Only English');
    await setLanguage('en');
    expect(i18n.t('hello', { ns: 'test-ns' })).toBe('Hello');
  });
});
