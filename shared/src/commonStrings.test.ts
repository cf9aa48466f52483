/**
 * Library strings travel with each copy of shared: a remote built on a newer shared adds the strings its UI kit and
 * fallbacks need to a page whose singleton registered an older set, and leaves the page's own wording alone.
 */
describe("shared's library strings", () => {
  it('a copy adds the strings the page lacks and keeps the ones it has', () => {
    jest.isolateModules(() => {
      // a page whose singleton registered an older set of common strings
      const { i18n } = require('page-singleton') as typeof import('page-singleton');
      i18n.removeResourceBundle('en', 'common');
      i18n.addResourceBundle('en', 'common', { retry: 'Try again' });
      expect(i18n.exists('reloadPage', { lng: 'en', ns: 'common' })).toBe(false);

      require('./commonStrings');

      expect(i18n.t('reloadPage', { lng: 'en', ns: 'common' })).toBe('Reload the page');
      expect(i18n.t('error.newerPage', { lng: 'en', ns: 'common' })).toMatch(/newer version of this page/);
      expect(i18n.t('retry', { lng: 'en', ns: 'common' })).toBe('Try again');
    });
  });
});
