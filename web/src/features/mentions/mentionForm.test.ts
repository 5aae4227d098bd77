// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mentionHref, mentionOfElement } from './mentionForm';

function span(attributes: Record<string, string>): Element {
  const element = document.createElement('span');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('mentionOfElement', () => {
  it('reads the three attributes of a valid mention', () => {
    expect(
      mentionOfElement(span({ 'data-kind': 'tournament', 'data-id': '520', 'data-label': 'Roland Garros' })),
    ).toEqual({ kind: 'tournament', id: '520', label: 'Roland Garros' });
  });

  it("reads a chart's mention by its UUID", () => {
    const id = '0b6f2c52-7d1e-4c4f-9a43-3c1f7a0e5d11';
    expect(mentionOfElement(span({ 'data-kind': 'chart', 'data-id': id, 'data-label': 'Sinner v Alcaraz' }))).toEqual({
      kind: 'chart',
      id,
      label: 'Sinner v Alcaraz',
    });
  });

  it.each<Record<string, string>>([
    { 'data-kind': 'coach', 'data-id': 'S0AG', 'data-label': 'X' },
    { 'data-id': 'S0AG', 'data-label': 'X' },
    { 'data-kind': 'player', 'data-id': 'javascript:alert(1)', 'data-label': 'X' },
    { 'data-kind': 'player', 'data-id': 'A'.repeat(17), 'data-label': 'X' },
    { 'data-kind': 'player', 'data-id': 'S0AG', 'data-label': ' ' },
    { 'data-kind': 'player', 'data-id': 'S0AG', 'data-label': 'x'.repeat(101) },
    { 'data-kind': 'chart', 'data-id': 'S0AG', 'data-label': 'Sinner v Alcaraz' },
    { 'data-kind': 'player', 'data-id': '0b6f2c52-7d1e-4c4f-9a43-3c1f7a0e5d11', 'data-label': 'X' },
  ])('refuses %j', (attributes) => {
    expect(mentionOfElement(span(attributes))).toBeNull();
  });
});

describe('mentionHref', () => {
  it("leads to the player's page, or the tournament's draw in the diary day's season", () => {
    expect(mentionHref({ kind: 'player', id: 'S0AG' }, '2026-03-01')).toBe('/main/tennis/players/S0AG');
    expect(mentionHref({ kind: 'tournament', id: '404' }, '2025-03-01')).toBe('/main/tennis/2025/404');
  });

  it("leads a chart's mention to its match report", () => {
    expect(mentionHref({ kind: 'chart', id: '0b6f2c52-7d1e-4c4f-9a43-3c1f7a0e5d11' }, '2026-06-13')).toBe(
      '/main/charts/0b6f2c52-7d1e-4c4f-9a43-3c1f7a0e5d11/report',
    );
  });
});
