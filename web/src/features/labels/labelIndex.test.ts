import type { LabelsResponse } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { labelsByPlayer, labelsText, NO_LABELS, withPlayerLabels } from './labelIndex';

const clay = { id: 'l1', name: 'Fade on clay', colour: 'teal' } as const;
const watch = { id: 'l2', name: 'injury watch', colour: 'red' } as const;
const response: LabelsResponse = {
  labels: [clay, watch],
  players: [
    { playerId: 'S0AG', labelIds: ['l1', 'l2'] },
    { playerId: 'DP01', labelIds: ['l2', 'gone'] },
  ],
};

describe('labels by player', () => {
  it("maps each labelled player to their labels, in the member's order, skipping an id no longer listed", () => {
    const byPlayer = labelsByPlayer(response);
    expect(byPlayer.get('S0AG')).toEqual([clay, watch]);
    expect(byPlayer.get('DP01')).toEqual([watch]);
    expect(byPlayer.get('nobody')).toBeUndefined();
  });

  it('is the one shared empty map without data or without labelled players', () => {
    expect(labelsByPlayer(undefined)).toBe(NO_LABELS);
    expect(labelsByPlayer({ labels: [clay], players: [] })).toBe(NO_LABELS);
  });

  it('words the labels for hover and screen readers', () => {
    expect(labelsText([clay])).toBe('Label: Fade on clay');
    expect(labelsText([clay, watch])).toBe('Labels: Fade on clay, injury watch');
  });

  it('puts exactly the given labels on a player, and takes a player without any off the list', () => {
    expect(withPlayerLabels(response, { playerId: 'S0AG', labelIds: ['l2'] }).players).toEqual([
      { playerId: 'DP01', labelIds: ['l2', 'gone'] },
      { playerId: 'S0AG', labelIds: ['l2'] },
    ]);
    expect(withPlayerLabels(response, { playerId: 'DP01', labelIds: [] }).players).toEqual([
      { playerId: 'S0AG', labelIds: ['l1', 'l2'] },
    ]);
    expect(withPlayerLabels(response, { playerId: 'NEW', labelIds: ['l1'] }).labels).toBe(response.labels);
  });
});
