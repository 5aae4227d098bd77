import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './fields.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Guidance shown under the input and announced with it. */
  hint?: ReactNode;
}

/** A labelled input; the label is bound to it and the hint described by it. */
export function TextField({ label, hint, type = 'text', value, onValueChange, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        className="field__input"
        aria-describedby={hint ? hintId : undefined}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
        }}
        {...input}
      />
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
