import fs from 'node:fs';
import path from 'node:path';
import * as singleton from '.';

/**
 * The page singleton is shared between separately deployed modules with a strict semver range on this package's
 * version: a remote built against 2.4 refuses a page that has 2.3. So its version must change whenever what it
 * offers changes. Its offer is recorded in page-singleton/singleton-api.json (each export's name and kind); when
 * this fails, bump `version` in page-singleton/package.json — major when an export went away or changed kind, minor
 * when one was added — and record the new offer in singleton-api.json with that version.
 */
const recordedFile = path.join(__dirname, '..', 'singleton-api.json');
const recorded = JSON.parse(fs.readFileSync(recordedFile, 'utf8')) as {
  version: string;
  exports: Record<string, string>;
};
const { version } = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {
  version: string;
};

const offered = Object.fromEntries(
  Object.keys(singleton)
    .sort()
    .map((name) => [name, typeof (singleton as Record<string, unknown>)[name]]),
);

describe('the page singleton is versioned by what it offers', () => {
  it('offers exactly what singleton-api.json records', () => {
    expect(offered).toEqual(recorded.exports);
  });

  it('singleton-api.json was recorded for the version page-singleton/package.json declares', () => {
    expect(recorded.version).toBe(version);
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
