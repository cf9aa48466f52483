// The installed app's icons (the web app manifest's PNGs), drawn at build time from the favicon's shapes: a map pin
// on the site's primary colour. CommonJS: the webpack configuration loads it.
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

/** The design tokens the icons and the manifest use, read from the UI kit's stylesheet (their one definition). */
const TOKENS_CSS = path.join(__dirname, '..', 'shared', 'src', 'ui', 'ui.css');

/** A `--name: #rrggbb` token of the UI kit's stylesheet. */
function designToken(name, css = fs.readFileSync(TOKENS_CSS, 'utf8')) {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{6})\\b`).exec(css);
  if (!match) throw new Error(`design token --${name} (a #rrggbb colour) is not in ${TOKENS_CSS}`);
  return match[1].toLowerCase();
}

/**
 * The icons browsers ask a manifest for: 192 and 512 pixels (the home screen, the splash screen), and a maskable
 * 512 whose drawing keeps inside the middle 80 % (the safe zone a platform's mask never cuts).
 */
const APP_ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG (8-bit RGBA, not interlaced) of `rgba`, `size` × `size` pixels, rows top to bottom. */
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    // filter type 0 (none) before each row
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const hex = (colour) => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));

/**
 * The favicon's drawing in its 64-unit box: which colour covers the point (x, y), or null (transparent). The pin is
 * a circle over a point; the dot in its head is the accent colour.
 */
function favicon(x, y, { maskable, background }) {
  const inTile = maskable || roundedRectContains(x, y, 64, 14);
  if (!inTile) return null;
  const head = Math.hypot(x - 32, y - 26.4) <= 17;
  // the point: from where it leaves the head (y 30, 15 units either side) down to (32, 54)
  const tail = y >= 30 && y <= 54 && Math.abs(x - 32) <= (15 * (54 - y)) / 24;
  if (Math.hypot(x - 32, y - 26.5) <= 6.5) return ACCENT;
  if (head || tail) return WHITE;
  return background;
}
const WHITE = [255, 255, 255];
/** the favicon's dot */
const ACCENT = hex('#f4b942');

function roundedRectContains(x, y, size, radius) {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

/**
 * One icon as PNG bytes: the favicon drawn at `size` pixels (4 × 4 samples a pixel, so edges are smooth). A
 * maskable icon fills the whole square with the background and shrinks the drawing into the safe zone.
 */
function drawIcon(size, { maskable = false, background }) {
  const rgba = Buffer.alloc(size * size * 4);
  const bg = hex(background);
  const samples = 4;
  // a maskable icon's drawing fits the middle 80 % (the mask's safe zone is a circle of 40 % radius)
  const scale = maskable ? 0.7 : 1;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const u = ((px + (sx + 0.5) / samples) / size) * 64;
          const v = ((py + (sy + 0.5) / samples) / size) * 64;
          const colour = favicon(32 + (u - 32) / scale, 32 + (v - 32) / scale, { maskable, background: bg });
          const filled = colour ?? (maskable ? bg : null);
          if (!filled) continue;
          sum[0] += filled[0];
          sum[1] += filled[1];
          sum[2] += filled[2];
          sum[3] += 255;
        }
      }
      const covered = sum[3] / 255;
      const at = (py * size + px) * 4;
      if (covered === 0) continue;
      rgba[at] = Math.round(sum[0] / covered);
      rgba[at + 1] = Math.round(sum[1] / covered);
      rgba[at + 2] = Math.round(sum[2] / covered);
      rgba[at + 3] = Math.round(sum[3] / (samples * samples));
    }
  }
  return encodePng(size, rgba);
}

/** Writes the manifest's icons into the build (each drawn once per build, a few hundred milliseconds). */
class AppIconsPlugin {
  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap('AppIconsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AppIconsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const background = designToken('ti-primary');
          for (const icon of APP_ICONS) {
            const png = drawIcon(icon.size, { maskable: icon.purpose === 'maskable', background });
            compilation.emitAsset(icon.file, new webpack.sources.RawSource(png));
          }
        },
      );
    });
  }
}

module.exports = { APP_ICONS, AppIconsPlugin, designToken, drawIcon, encodePng };
