import type { PlayerLabel } from '@baseline/contract';
import './labels.css';

/** A label with its name beside its colour: where there is room for words. */
export function LabelChip({ label }: { label: PlayerLabel }) {
  return (
    <span className="label-chip">
      <span className={`label-swatch label-colour--${label.colour}`} aria-hidden="true" />
      {label.name}
    </span>
  );
}
