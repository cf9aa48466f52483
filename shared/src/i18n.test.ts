import { addTranslations, currentLanguage, i18n, LANGUAGE_STORAGE_KEY, setLanguage } from 'page-singleton';
import { halfWidthPunctuation, offGlossaryWords, translationGaps } from './translationChecks';
import { bus } from 'page-singleton/bus';
import { languageAtom, sharedStore } from 'page-singleton';
import { commonEn, commonZh } from './i18n-common';
import './commonStrings';

function keysOf(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keysOf(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('i18n', () => {
  afterEach(async () => {
    await setLanguage('zh-Hant-TW');
  });

  it('defaults to zh-Hant-TW', () => {
    expect(currentLanguage()).toBe('zh-Hant-TW');
    expect(i18n.t('retry')).toBe('重試');
  });

  it('has every common string in both languages', () => {
    expect(keysOf(commonZh).sort()).toEqual(keysOf(commonEn).sort());
    expect(translationGaps('common')).toEqual({ missingInEn: [], missingInZh: [] });
  });

  it('finds the strings of a namespace that exist in one language only, plural forms counted once', () => {
    addTranslations('gaps-test', {
      en: { a: 'A', photos_one: '{{count}} photo', photos_other: '{{count}} photos', nested: { b: 'B', c: 'C' } },
      'zh-Hant-TW': { a: '甲', photos_other: '{{count}} 張相片', nested: { b: '乙' }, d: '丁' },
    });
    expect(translationGaps('gaps-test')).toEqual({ missingInEn: ['d'], missingInZh: ['nested.c'] });
  });

  it('writes Chinese punctuation full-width in the common strings', () => {
    expect(halfWidthPunctuation('common')).toEqual([]);
  });

  it('finds half-width punctuation in Chinese strings, leaving URLs, placeholders, times and Latin words alone', () => {
    addTranslations('punctuation-test', {
      en: {},
      'zh-Hant-TW': {
        count: '全部 ({{count}})',
        question: '要刪除嗎?',
        comma: '{{name}}, {{place}}',
        fine: '全部（{{count}}）：要刪除嗎？',
        time: '影片長度（mm:ss），例如 12:30',
        link: '例如 https://www.youtube.com/watch?v=abc 或 youtu.be/…',
        code: '用 modal:open 指令開啟',
      },
    });
    expect(halfWidthPunctuation('punctuation-test')).toEqual([
      'count: 全部 ({{count}})',
      'question: 要刪除嗎?',
      'comma: {{name}}, {{place}}',
    ]);
  });

  it('finds the Chinese strings that call a plan 行程 instead of the site’s 計畫', () => {
    addTranslations('glossary-test', {
      en: {},
      'zh-Hant-TW': {
        saved: '已儲存到您的計畫。',
        trip: '您的行程會儲存在這個瀏覽器中。',
        nested: { day: '第一天行程' },
      },
    });
    expect(offGlossaryWords('glossary-test')).toEqual([
      'trip: 您的行程會儲存在這個瀏覽器中。',
      'nested.day: 第一天行程',
    ]);
    expect(offGlossaryWords('common')).toEqual([]);
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
