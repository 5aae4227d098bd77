import type { DrawLine, DrawPlayer, EntryType, ResultReason } from '@baseline/contract';

const ENTRY_TYPES = new Set<string>(['Q', 'WC', 'LL', 'PR', 'SE', 'ALT']);

/** The contract's entry type for an upstream code; '' (direct acceptance) and codes we do not show are null. */
export function entryTypeOf(code: string | null | undefined): EntryType {
  const normalised = (code ?? '').trim().toUpperCase();
  return ENTRY_TYPES.has(normalised) ? (normalised as NonNullable<EntryType>) : null;
}

/** A seed from a number or text ("2"); 0, '' and null mean unseeded. */
export function seedOf(seed: number | string | null | undefined): number | null {
  const value = typeof seed === 'string' ? Number.parseInt(seed, 10) : (seed ?? 0);
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The first of the given upstream codes that names how a match ended early. ATP writes "RET" and "W/O";
 * other feeds write "WO", "DEF." or lower case.
 */
export function reasonOf(...codes: (string | null | undefined)[]): ResultReason {
  for (const code of codes) {
    const normalised = (code ?? '').trim().toUpperCase().replace(/\.$/, '');
    if (normalised === 'RET') return 'RET';
    if (normalised === 'W/O' || normalised === 'WO') return 'W/O';
    if (normalised === 'DEF') return 'DEF';
  }
  return null;
}

export interface UpstreamPlayer {
  PlayerId: string | number;
  FirstName?: string | null;
  LastName?: string | null;
}

/** A draw line's players, marked as winners when their side won the fixture. */
export function drawLine(players: UpstreamPlayer[], seed: number | null, entryType: EntryType, won: boolean): DrawLine {
  return { Players: players.map((player) => drawPlayer(player, won)), Seed: seed, EntryType: entryType };
}

function drawPlayer(player: UpstreamPlayer, won: boolean): DrawPlayer {
  return {
    PlayerId: String(player.PlayerId),
    FirstName: (player.FirstName ?? '').trim(),
    LastName: (player.LastName ?? '').trim(),
    Winner: won,
  };
}

/** The number in a match code ("MS032" → 32), by which fixtures of a round are in bracket order. */
export function matchNumber(code: string | null | undefined): number {
  const digits = /(\d+)$/.exec(code ?? '');
  return digits ? Number(digits[1]) : Number.MAX_SAFE_INTEGER;
}
