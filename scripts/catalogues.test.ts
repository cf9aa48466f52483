import * as path from 'node:path';
import { catalogue, type Catalogue } from 'contract/format';
import {
  catalogueFiles,
  catalogueProblems,
  chineseOutsideCatalogues,
  halfWidthPunctuation,
  isCatalogue,
  offGlossaryWords,
} from './catalogueChecks';

/** Every catalogue of every app and the API: each `*.strings.ts` file's exported catalogues. */
const catalogues: [string, Catalogue][] = catalogueFiles().flatMap((file) =>
  Object.entries(require(path.join(__dirname, '..', file)) as Record<string, unknown>)
    .filter((entry): entry is [string, Catalogue] => isCatalogue(entry[1]))
    .map(([name, strings]): [string, Catalogue] => [`${file} ${name}`, strings]),
);

it("finds the catalogues of every app, the packages with text (the formatters' in contract, the UI kit's) and the API", () => {
  const folders = new Set(catalogues.map(([name]) => name.split('/')[0]));
  expect([...folders].sort()).toEqual(
    [
      'api',
      'contract',
      'mf-auth',
      'mf-discovery',
      'mf-experience',
      'mf-planner',
      'mf-profile',
      'shared',
      'shell',
    ].sort(),
  );
});

/**
 * Off-glossary words the catalogues still hold, by catalogue and key: the API's Chinese calls an itinerary 行程 in
 * two messages. Rewording them changes what the API answers, so it is a change of its own; this list only shrinks.
 */
const KNOWN_OFF_GLOSSARY: Record<string, string[]> = {
  'api/src/api.strings.ts apiStrings': ['itinerary_duplicate_stop', 'itinerary_unknown_stop'],
};

describe.each(catalogues)('%s', (name, strings) => {
  it('has every key in English and in Traditional Chinese, non-empty, with the same placeholders', () => {
    expect(Object.keys(strings.entries).length).toBeGreaterThan(0);
    expect(catalogueProblems(strings)).toEqual([]);
  });

  it('writes its Chinese as a native speaker does: full-width punctuation, one word for each thing', () => {
    expect(halfWidthPunctuation(strings)).toEqual([]);
    expect(offGlossaryWords(strings).map((found) => found.split(':')[0])).toEqual(KNOWN_OFF_GLOSSARY[name] ?? []);
  });
});

it('leaves no Chinese text in code outside the catalogues', () => {
  expect(chineseOutsideCatalogues()).toEqual([]);
});

describe('the checks', () => {
  // built without the type checking `catalogue()` gives, to hold what a wrong entry would
  const loose = (entries: Record<string, unknown>) => catalogue(entries as Parameters<typeof catalogue>[0]);

  it('find a missing or empty language, a missing plural form and placeholders that differ', () => {
    const strings = loose({
      fine: { en: 'Hello {{name}}', 'zh-Hant-TW': '{{name}} 您好' },
      photos: { en: { one: 'One photo', other: '{{count}} photos' }, 'zh-Hant-TW': { other: '{{count}} 張相片' } },
      onlyEn: { en: 'Only English' },
      blank: { en: 'Blank', 'zh-Hant-TW': ' ' },
      blankForm: { en: { one: '', other: '{{count}} stars' }, 'zh-Hant-TW': { other: '{{count}} 星' } },
      otherless: { en: { one: 'One star', other: 'Stars' }, 'zh-Hant-TW': { one: '一顆星' } },
      names: { en: 'Added to {{name}}.', 'zh-Hant-TW': '已加入「{{plan}}」。' },
    });
    expect(catalogueProblems(strings)).toEqual([
      'onlyEn: no zh-Hant-TW text',
      'blank: no zh-Hant-TW text',
      'blankForm: no en text',
      'otherless: no zh-Hant-TW "other" plural form',
      'names: placeholders {plan} in zh-Hant-TW, {name} in en',
    ]);
  });

  it('find half-width punctuation in Chinese, leaving URLs, placeholders, times and Latin words alone', () => {
    const zh = (text: string) => ({ en: 'x', 'zh-Hant-TW': text });
    const strings = catalogue({
      count: zh('全部 ({{count}})'),
      question: zh('要刪除嗎?'),
      comma: zh('{{name}}, {{place}}'),
      plural: { en: { other: 'x' }, 'zh-Hant-TW': { other: '{{count}} 張 (相片)' } },
      fine: zh('全部（{{count}}）：要刪除嗎？'),
      time: zh('影片長度（mm:ss），例如 12:30'),
      link: zh('例如 https://www.youtube.com/watch?v=abc 或 youtu.be/…'),
      code: zh('用 modal:open 指令開啟'),
    });
    expect(halfWidthPunctuation(strings)).toEqual([
      'count: 全部 ({{count}})',
      'question: 要刪除嗎?',
      'comma: {{name}}, {{place}}',
      'plural: {{count}} 張 (相片)',
    ]);
  });

  it('find the Chinese that calls a plan 行程 instead of the site’s 計畫', () => {
    const strings = catalogue({
      saved: { en: 'x', 'zh-Hant-TW': '已儲存到您的計畫。' },
      trip: { en: 'x', 'zh-Hant-TW': '您的行程會儲存在這個瀏覽器中。' },
      'nested.day': { en: 'x', 'zh-Hant-TW': '第一天行程' },
    });
    expect(offGlossaryWords(strings)).toEqual(['trip: 您的行程會儲存在這個瀏覽器中。', 'nested.day: 第一天行程']);
  });
});
