import { LABEL_COLOURS, type LabelColour } from '@baseline/contract/limits';

interface ColourChoiceProps {
  value: LabelColour;
  onChange: (colour: LabelColour) => void;
  /** Names the group, e.g. 'Colour of injury watch'. */
  legend: string;
}

/** The palette as radio buttons (arrow keys move between them), each a swatch with the colour's name. */
export function ColourChoice({ value, onChange, legend }: ColourChoiceProps) {
  return (
    <fieldset className="colour-choice">
      <legend className="colour-choice__legend">{legend}</legend>
      {LABEL_COLOURS.map((colour) => (
        <label key={colour} className="colour-choice__option">
          <input
            type="radio"
            name={legend}
            value={colour}
            checked={value === colour}
            onChange={() => {
              onChange(colour);
            }}
          />
          <span className={`label-swatch label-colour--${colour}`} aria-hidden="true" />
          {colour}
        </label>
      ))}
    </fieldset>
  );
}
