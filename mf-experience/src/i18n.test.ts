import { halfWidthPunctuation, offGlossaryWords, translationGaps } from 'shared';
import { NS } from './i18n';
import './publishingStrings';

it('has every string of its namespace in English and in Traditional Chinese', () => {
  expect(translationGaps(NS)).toEqual({ missingInEn: [], missingInZh: [] });
});

it('writes its Chinese as a native speaker does: full-width punctuation, one word for each thing', () => {
  expect(halfWidthPunctuation(NS)).toEqual([]);
  expect(offGlossaryWords(NS)).toEqual([]);
});
