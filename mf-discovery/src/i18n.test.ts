import { halfWidthPunctuation, translationGaps } from 'shared';
import { NS } from './i18n';

it('has every string of its namespace in English and in Traditional Chinese', () => {
  expect(translationGaps(NS)).toEqual({ missingInEn: [], missingInZh: [] });
});

it('writes Chinese punctuation full-width', () => {
  expect(halfWidthPunctuation(NS)).toEqual([]);
});
