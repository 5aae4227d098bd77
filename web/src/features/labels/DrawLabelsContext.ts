import { createContext, useContext } from 'react';
import { NO_LABELS, type LabelsByPlayer } from './labelIndex';

/**
 * The labels by player id for the names of a draw. A context rather than props: the memoised bracket, groups
 * and ties keep their props, so a label change re-renders the names that read it and nothing else, and a
 * click, the panel or a live refresh never re-render for labels. Outside a draw it holds no labels.
 */
export const DrawLabelsContext = createContext<LabelsByPlayer>(NO_LABELS);

export function useDrawLabels(playerId: string) {
  return useContext(DrawLabelsContext).get(playerId);
}
