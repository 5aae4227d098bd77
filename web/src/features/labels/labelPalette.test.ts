import { readFileSync } from 'node:fs';
import { LABEL_COLOURS } from '@baseline/contract/limits';
import { describe, expect, it } from 'vitest';

const labelsCss = readFileSync(new URL('./labels.css', import.meta.url), 'utf8');
const themeCss = readFileSync(new URL('../../styles/theme.css', import.meta.url), 'utf8');

/** The custom properties of the first block whose selector list ends with `selector`. */
function variables(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no block for ${selector}`);
  const block = css.slice(start, css.indexOf('}', start));
  return new Map(
    [...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((match) => [match[1] ?? '', match[2] ?? '']),
  );
}

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Every surface a dot or a swatch sits on: the page, cards, dialogs, a dimmed line, a selected line. */
const SURFACES = ['bg', 'surface', 'surface-raised', 'surface-sunken', 'info-bg'];

describe.each([
  ['light', ":root[data-theme='light']"],
  ['dark', ":root[data-theme='dark']"],
])('the label palette in the %s theme', (_theme, selector) => {
  const palette = variables(labelsCss, selector);
  const theme = variables(themeCss, selector);

  it.each(LABEL_COLOURS)('%s reaches 3:1 against every surface (WCAG 1.4.11)', (colour) => {
    const shade = palette.get(`label-${colour}`);
    expect(shade).toBeDefined();
    for (const surface of SURFACES) {
      const background = theme.get(surface);
      expect(background, surface).toBeDefined();
      expect(contrast(shade ?? '', background ?? ''), `${colour} on ${surface}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('has a class for each colour of the contract, and no other', () => {
    const classes = [...labelsCss.matchAll(/\.label-colour--(\w+)/g)].map((match) => match[1]);
    expect(classes).toEqual([...LABEL_COLOURS]);
    expect([...palette.keys()]).toEqual(LABEL_COLOURS.map((colour) => `label-${colour}`));
  });
});
