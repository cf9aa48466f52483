import fs from 'node:fs';
import path from 'node:path';
import * as singleton from './singleton';

/**
 * `shared/singleton` is shared between separately deployed modules with a strict semver range: a remote built
 * against version 1.3 refuses a page that has 1.2. So its version must change whenever what it offers changes.
 * Its offer is recorded in shared/singleton-api.json (each export's name and kind); when this fails, bump
 * `singletonVersion` in shared/package.json — major when an export went away or changed kind, minor when one was
 * added — and record the new offer in singleton-api.json with that version.
 */
const recordedFile = path.join(__dirname, '..', 'singleton-api.json');
const recorded = JSON.parse(fs.readFileSync(recordedFile, 'utf8')) as {
  version: string;
  exports: Record<string, string>;
};
const { singletonVersion } = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {
  singletonVersion: string;
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

  it('singleton-api.json was recorded for the version shared/package.json declares', () => {
    expect(recorded.version).toBe(singletonVersion);
    expect(singletonVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
