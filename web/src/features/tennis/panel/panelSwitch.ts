/** The player whose notes the side panel shows. */
export interface PanelPlayer {
  PlayerId: string;
  FirstName: string;
  LastName: string;
}

/**
 * SPEC section 4: opening another player while the panel is open closes it, and reopens it on the new
 * player 1.3 s later (section 9), so the switch is seen. `waiting` is that player while the panel is shut.
 */
export interface PanelState {
  open: PanelPlayer | null;
  waiting: PanelPlayer | null;
}

export type PanelAction = { type: 'select'; player: PanelPlayer } | { type: 'reopen' } | { type: 'close' };

export const PANEL_REOPEN_DELAY_MS = 1300;

export const closedPanel: PanelState = { open: null, waiting: null };

export function panelReducer(state: PanelState, action: PanelAction): PanelState {
  switch (action.type) {
    case 'select':
      if (state.open?.PlayerId === action.player.PlayerId) return state;
      // Shut (and not waiting): open at once. Open on someone else, or already waiting: shut and wait.
      if (state.open === null && state.waiting === null) return { open: action.player, waiting: null };
      return { open: null, waiting: action.player };
    case 'reopen':
      return state.waiting ? { open: state.waiting, waiting: null } : state;
    case 'close':
      return closedPanel;
  }
}
