/**
 * Images the reference API serves itself, so the site depends on no third-party host:
 * state flags from the public-domain `region-flags` package (three drawn here, where its designs are outdated),
 * drawn blog banners, and drawn doctor portraits.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface StoredImage {
  readonly path: string;
  readonly contentType: string;
  readonly body: Uint8Array;
}

const SVG = 'image/svg+xml';

// Mississippi (2021), Minnesota (2024) and Utah (2024) adopted new flags after the package's designs.
const DRAWN_FLAGS: Readonly<Record<string, string>> = {
  MS: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 100" width="150" height="100"><rect width="150" height="100" fill="#c8102e"/><rect x="37.5" width="75" height="100" fill="#002868"/><rect x="35" width="3" height="100" fill="#ffd700"/><rect x="112" width="3" height="100" fill="#ffd700"/><circle cx="75" cy="50" r="22" fill="#fff"/><circle cx="75" cy="50" r="9" fill="#ffd700"/></svg>`,
  MN: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 100" width="150" height="100"><rect width="150" height="100" fill="#5ea3d6"/><path d="M0 0h45l15 50-15 50H0z" fill="#002d5d"/><path d="M28 32l3 12 11-6-6 11 12 3-12 3 6 11-11-6-3 12-3-12-11 6 6-11-12-3 12-3-6-11 11 6z" fill="#fff"/></svg>`,
  UT: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 100" width="150" height="100"><rect width="150" height="100" fill="#fff"/><rect width="150" height="30" fill="#001f5b"/><path d="M0 60l40-20 35 18 35-22 40 24v40H0z" fill="#d1562b"/><path d="M62 34l13-8 13 8v15l-13 8-13-8z" fill="#001f5b"/><path d="M75 33l6 8-6 8-6-8z" fill="#ffbe3c"/></svg>`,
};

function regionFlagsDir(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('region-flags/package.json'));
}

/** The flag image of a state: its served path and bytes. */
export function loadFlag(stateCode: string): StoredImage {
  const drawn = DRAWN_FLAGS[stateCode];
  if (drawn) return { path: `/images/flags/US-${stateCode}.svg`, contentType: SVG, body: new TextEncoder().encode(drawn) };
  return {
    path: `/images/flags/US-${stateCode}.png`,
    contentType: 'image/png',
    body: readFileSync(join(regionFlagsDir(), 'png', `US-${stateCode}.png`)),
  };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const PALETTES: ReadonlyArray<readonly [string, string, string]> = [
  ['#0b6e99', '#3fb1ce', '#e8f6fb'],
  ['#2a7a4b', '#6cc48f', '#edf8f1'],
  ['#8a3b76', '#d27bb8', '#fbeef7'],
  ['#b5541c', '#f2a65a', '#fdf3e9'],
  ['#34495e', '#7f9db9', '#eef3f8'],
  ['#0f766e', '#5eead4', '#ecfdf9'],
];

/** A 1200×630 banner for a blog article: calm shapes and the section's name, drawn as SVG. */
export function drawBlogImage(sectionLabel: string, index: number): Uint8Array {
  const [dark, light, pale] = PALETTES[index % PALETTES.length] ?? PALETTES[0]!;
  const shift = (index * 137) % 400;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<circle cx="${900 - shift / 2}" cy="${160 + shift / 4}" r="220" fill="${pale}" opacity="0.18"/>
<circle cx="${200 + shift}" cy="520" r="160" fill="${pale}" opacity="0.14"/>
<path d="M560 250h80v-80h80v80h80v80h-80v80h-80v-80h-80z" fill="${pale}" opacity="0.9"/>
<text x="80" y="560" font-family="Helvetica, Arial, sans-serif" font-size="48" font-weight="700" fill="${pale}">${escapeXml(sectionLabel)}</text>
</svg>`;
  return new TextEncoder().encode(svg);
}

const SKIN = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'];
const BACKGROUNDS = ['#dbeafe', '#dcfce7', '#fef3c7', '#ede9fe', '#fce7f3', '#e0f2fe'];

/** A 240×240 portrait placeholder for a doctor, drawn from the uid so it is stable; white coat, no face. */
export function drawDoctorPhoto(uid: string, gender: string): Uint8Array<ArrayBuffer> {
  const n = [...uid].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7) >>> 0;
  const skin = SKIN[n % SKIN.length];
  const background = BACKGROUNDS[(n >>> 3) % BACKGROUNDS.length];
  const hair =
    gender === 'Female'
      ? '<path d="M78 108c0-40 20-62 42-62s42 22 42 62v36h-16v-40H94v40H78z" fill="#3b2f2f"/>'
      : '<path d="M86 92c0-26 14-40 34-40s34 14 34 40c-10-8-22-12-34-12s-24 4-34 12z" fill="#3b2f2f"/>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240"><rect width="240" height="240" fill="${background}"/>${hair}<circle cx="120" cy="100" r="34" fill="${skin}"/><path d="M40 240c4-50 36-78 80-78s76 28 80 78z" fill="#ffffff"/><path d="M106 162l14 30 14-30z" fill="#5b8bd6"/><path d="M150 190c8 0 12 8 12 16" stroke="#444" stroke-width="4" fill="none"/></svg>`;
  return new TextEncoder().encode(svg);
}
