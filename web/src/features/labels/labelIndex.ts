import type { LabelledPlayer, LabelsResponse, PlayerLabel } from '@baseline/contract';

/** Each labelled player's labels, in the member's order: what a draw line looks up by player id. */
export type LabelsByPlayer = ReadonlyMap<string, readonly PlayerLabel[]>;

export const NO_LABELS: LabelsByPlayer = new Map();

export function labelsByPlayer(response: LabelsResponse | undefined): LabelsByPlayer {
  if (!response || response.players.length === 0) return NO_LABELS;
  const byId = new Map(response.labels.map((label) => [label.id, label]));
  return new Map(
    response.players.map(({ playerId, labelIds }) => [
      playerId,
      labelIds.flatMap((id) => {
        const label = byId.get(id);
        return label ? [label] : [];
      }),
    ]),
  );
}

/** "Labels: injury watch, fade on clay": the dots' words for hover and for screen readers. */
export function labelsText(labels: readonly PlayerLabel[]): string {
  return `${labels.length === 1 ? 'Label' : 'Labels'}: ${labels.map((label) => label.name).join(', ')}`;
}

/** The list as it is once the player carries exactly these labels (none: the player leaves the list). */
export function withPlayerLabels(response: LabelsResponse, player: LabelledPlayer): LabelsResponse {
  const others = response.players.filter((known) => known.playerId !== player.playerId);
  return { ...response, players: player.labelIds.length === 0 ? others : [...others, player] };
}
