// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { parseNoteHtml } from '../diary/components/savedNote/noteNodes';
import { NoteText } from '../diary/components/savedNote/NoteText';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const sinner = '<span data-kind="player" data-id="S0AG" data-label="Jannik Sinner">@Jannik Sinner</span>';
const rolandGarros = '<span data-kind="tournament" data-id="520" data-label="Roland Garros">@Roland Garros</span>';
const CHART_ID = '0b6f2c52-7d1e-4c4f-9a43-3c1f7a0e5d11';

function rendered(html: string, date: string): HTMLElement {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => {
    root.render(<NoteText nodes={parseNoteHtml(html)} date={date} />);
  });
  return container;
}

describe('a saved note’s mentions', () => {
  it('reads a mention as one node, whatever its element holds', () => {
    expect(parseNoteHtml(`<p>${sinner.replace('@Jannik Sinner', '<b>other</b>')}</p>`)).toEqual([
      {
        kind: 'element',
        tag: 'p',
        children: [{ kind: 'mention', mention: { kind: 'player', id: 'S0AG', label: 'Jannik Sinner' } }],
      },
    ]);
  });

  it('reads a span that is not a valid mention as its content', () => {
    expect(parseNoteHtml('<span data-kind="coach" data-id="S0AG" data-label="X">@X <em>y</em></span>')).toEqual([
      { kind: 'text', text: '@X ' },
      { kind: 'element', tag: 'em', children: [{ kind: 'text', text: 'y' }] },
    ]);
  });

  it("draws mentions as links to the player's page and the draw of the day's season", () => {
    const note = rendered(`<p>${sinner} at ${rolandGarros}</p>`, '2025-06-01');
    const links = [...note.querySelectorAll('a')];
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/main/tennis/players/S0AG', '@Jannik Sinner'],
      ['/main/tennis/2025/520', '@Roland Garros'],
    ]);
    expect(links[0]?.getAttribute('data-kind')).toBe('player');
  });

  it("draws a chart's mention as a link to its match report", () => {
    const chart = `<span data-kind="chart" data-id="${CHART_ID}" data-label="Sinner v Alcaraz">@Sinner v Alcaraz</span>`;
    const link = rendered(`<p>Plan from ${chart}</p>`, '2026-06-13').querySelector('a');
    expect([link?.getAttribute('href'), link?.textContent, link?.getAttribute('data-kind')]).toEqual([
      `/main/charts/${CHART_ID}/report`,
      '@Sinner v Alcaraz',
      'chart',
    ]);
  });

  it('never makes markup of a label', () => {
    const note = rendered(
      '<p><span data-kind="player" data-id="S0AG" data-label="&lt;img src=x onerror=alert(1)&gt;">x</span></p>',
      '2025-06-01',
    );
    expect(note.querySelector('img')).toBeNull();
    expect(note.querySelector('a')?.textContent).toBe('@<img src=x onerror=alert(1)>');
  });

  it("never makes markup of a chart's label: players' names are the member's typing", () => {
    const note = rendered(
      `<p><span data-kind="chart" data-id="${CHART_ID}" data-label="&lt;script&gt;alert(1)&lt;/script&gt; v &lt;b&gt;B&lt;/b&gt;">x</span></p>`,
      '2026-06-13',
    );
    expect(note.querySelector('script, b')).toBeNull();
    expect(note.querySelector('a')?.textContent).toBe('@<script>alert(1)</script> v <b>B</b>');
  });
});
