import { translationGaps } from 'shared';
import { NS } from './i18n';
// the sandbox page registers its strings when it loads
import './pages/sandboxStrings';

it('has every string of its namespace in English and in Traditional Chinese', () => {
  expect(translationGaps(NS)).toEqual({ missingInEn: [], missingInZh: [] });
});
