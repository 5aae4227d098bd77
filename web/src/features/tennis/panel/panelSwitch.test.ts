import { describe, expect, it } from 'vitest';
import { closedPanel, panelReducer, type PanelPlayer } from './panelSwitch';

const alcaraz: PanelPlayer = { PlayerId: 'A0E2', FirstName: 'Carlos', LastName: 'Alcaraz' };
const sinner: PanelPlayer = { PlayerId: 'S0AG', FirstName: 'Jannik', LastName: 'Sinner' };
const zverev: PanelPlayer = { PlayerId: 'Z355', FirstName: 'Alexander', LastName: 'Zverev' };

describe('panelReducer', () => {
  it('opens at once when the panel is shut', () => {
    expect(panelReducer(closedPanel, { type: 'select', player: alcaraz })).toEqual({ open: alcaraz, waiting: null });
  });

  it('keeps the panel as it is when the open player is chosen again', () => {
    const open = { open: alcaraz, waiting: null };
    expect(panelReducer(open, { type: 'select', player: alcaraz })).toBe(open);
  });

  it('shuts the panel and waits when another player is chosen, then reopens on them', () => {
    const waiting = panelReducer({ open: alcaraz, waiting: null }, { type: 'select', player: sinner });
    expect(waiting).toEqual({ open: null, waiting: sinner });
    expect(panelReducer(waiting, { type: 'reopen' })).toEqual({ open: sinner, waiting: null });
  });

  it('reopens on the last player chosen while waiting', () => {
    const waiting = { open: null, waiting: sinner };
    const changed = panelReducer(waiting, { type: 'select', player: zverev });
    expect(changed).toEqual({ open: null, waiting: zverev });
  });

  it('does nothing on a reopen with nobody waiting', () => {
    const open = { open: alcaraz, waiting: null };
    expect(panelReducer(open, { type: 'reopen' })).toBe(open);
  });

  it('closes, forgetting a waiting player', () => {
    expect(panelReducer({ open: null, waiting: sinner }, { type: 'close' })).toEqual(closedPanel);
  });
});
