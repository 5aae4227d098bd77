// `node scripts/generate-icons.mjs`: draws the app's PNG icons (web/public/icons/) from the favicon's mark,
// in a light and a dark variant. The PNGs are committed; run this again only when the mark or its colours
// change. Uses sharp, which the server already depends on (resolved from the server's package).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sharp = createRequire(path.join(root, 'server', 'package.json'))('sharp');
const out = path.join(root, 'web', 'public', 'icons');

/** The colours of web/src/styles/theme.css: --logo-court and --logo-lines, the accent, the page background. */
const VARIANTS = {
  light: { court: '#0d5a43', lines: '#e8f1ec', accent: '#c6dc1f', page: '#f4f6f3' },
  dark: { court: '#1b7556', lines: '#e8f1ec', accent: '#d5ea3c', page: '#0c141d' },
};

/** The mark of web/public/favicon.svg (a 40-unit court, its net lines, the baseline and the ball). */
const mark = ({ lines, accent }) => `
  <path d="M12.5 9H27.5M12.5 9L8.5 28.5M27.5 9L31.5 28.5M10.6 18.3H29.4M20 9V18.3" fill="none" stroke="${lines}" stroke-width="1.5" stroke-linecap="round"/>
  <rect x="6" y="28" width="28" height="3.5" rx="1.75" fill="${accent}"/>
  <circle cx="24.5" cy="23" r="2.5" fill="${accent}"/>`;

/** The favicon as is: rounded corners, transparent outside them ("any" purpose). */
const roundedIcon = (colours) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="9" fill="${colours.court}"/>${mark(colours)}</svg>`;

/**
 * Full bleed, the mark within the inner 80 % that every mask keeps (maskable; also the apple-touch icon,
 * which iOS rounds itself and which must have no transparency).
 */
const fullBleedIcon = (colours, scale) => {
  const offset = (40 - 40 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${colours.court}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${mark(colours)}</g></svg>`;
};

const png = (svg, size) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 40) })
    .resize(size, size)
    .png()
    .toBuffer();

mkdirSync(out, { recursive: true });
for (const [variant, colours] of Object.entries(VARIANTS)) {
  const prefix = variant === 'light' ? 'icon' : 'icon-dark';
  const files = {
    [`${prefix}-192.png`]: await png(roundedIcon(colours), 192),
    [`${prefix}-512.png`]: await png(roundedIcon(colours), 512),
    [`${prefix}-maskable-512.png`]: await png(fullBleedIcon(colours, 0.7), 512),
    [`${variant === 'light' ? 'apple-touch-icon' : 'apple-touch-icon-dark'}.png`]: await png(
      fullBleedIcon(colours, 0.85),
      180,
    ),
  };
  for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(out, name), bytes);
  if (variant === 'dark') writeFileSync(path.join(out, 'favicon-dark.svg'), `${roundedIcon(colours)}\n`);
}
console.log(`Icons written to ${path.relative(root, out)}.`);
