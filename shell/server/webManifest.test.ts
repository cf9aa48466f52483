import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { LANGUAGES } from 'contract/constants';
import { BACKGROUND_COLOUR, MANIFEST_ICONS, THEME_COLOUR, webManifest, webManifestPath } from './webManifest';
// the icons the shell's build draws, and the design tokens they are drawn in (CommonJS: webpack loads it)
const { APP_ICONS, designToken, drawIcon } = require('../../build-config/appIcons.js') as {
  APP_ICONS: { file: string; size: number; purpose: string }[];
  designToken: (name: string, css?: string) => string;
  drawIcon: (size: number, o: { maskable?: boolean; background: string }) => Buffer;
};

describe('the web app manifest', () => {
  it('names the app in Traditional Chinese and in English', () => {
    expect(webManifest('zh-Hant-TW')).toMatchObject({ lang: 'zh-Hant-TW', name: '旅遊靈感', short_name: '旅遊靈感' });
    expect(webManifest('en')).toMatchObject({ lang: 'en', name: 'Travel Inspiration', short_name: 'Travel Ideas' });
    expect(webManifest('en').description).toMatch(/plan your next trip/);
    expect(webManifest('zh-Hant-TW').description).toMatch(/規劃您的下一趟旅程/);
  });

  it('opens standalone at the home page, covers the whole site, and is one app in either language', () => {
    for (const language of LANGUAGES) {
      expect(webManifest(language)).toMatchObject({ id: '/', start_url: '/', scope: '/', display: 'standalone' });
    }
  });

  it('takes its colours from the design tokens', () => {
    expect(THEME_COLOUR).toBe(designToken('ti-primary'));
    expect(BACKGROUND_COLOUR).toBe(designToken('ti-bg'));
    expect(webManifest('en')).toMatchObject({ theme_color: THEME_COLOUR, background_color: BACKGROUND_COLOUR });
  });

  it('names the icons browsers ask for (192, 512, maskable), the very files the build draws', () => {
    expect(MANIFEST_ICONS.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    expect(MANIFEST_ICONS.map((icon) => [icon.src.slice(1), Number(icon.sizes.split('x')[0]), icon.purpose])).toEqual(
      APP_ICONS.map((icon) => [icon.file, icon.size, icon.purpose]),
    );
  });

  it('is at one address per language', () => {
    expect(webManifestPath('en')).toBe('/manifest.en.webmanifest');
    expect(webManifestPath('zh-Hant-TW')).toBe('/manifest.zh-Hant-TW.webmanifest');
  });
});

describe('the icons', () => {
  /** The RGBA of pixel (x, y) of one of drawIcon's PNGs (one IDAT, filter 0 on every row). */
  function pixel(png: Buffer, x: number, y: number): number[] {
    const size = png.readUInt32BE(16);
    const idat = png.indexOf('IDAT');
    const rows = zlib.inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4)));
    const at = y * (size * 4 + 1) + 1 + x * 4;
    return [...rows.subarray(at, at + 4)];
  }

  it('are PNGs of the size asked: the background colour opaque, the corners cut round unless maskable', () => {
    const png = drawIcon(192, { background: '#0b7a72' });
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([192, 192]);
    expect(pixel(png, 0, 0)[3]).toBe(0);
    expect(pixel(png, 96, 4)).toEqual([0x0b, 0x7a, 0x72, 255]);
    // a maskable icon fills its square: whatever shape a platform cuts, no edge is transparent
    const maskable = drawIcon(512, { maskable: true, background: '#0b7a72' });
    expect([maskable.readUInt32BE(16), maskable.readUInt32BE(20)]).toEqual([512, 512]);
    expect(pixel(maskable, 0, 0)).toEqual([0x0b, 0x7a, 0x72, 255]);
  });

  it('a design token missing from the stylesheet is an error, not a guess', () => {
    expect(() => designToken('ti-primary', ':root { --ti-text: #1d2433; }')).toThrow(/--ti-primary/);
    expect(designToken('ti-primary', fs.readFileSync(path.join(__dirname, '../../shared/src/ui/ui.css'), 'utf8'))).toBe(
      '#0b7a72',
    );
  });
});
