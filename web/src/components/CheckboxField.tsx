import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './fields.css';

interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'checked' | 'onChange'
> {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A checkbox with its label beside it; the label may hold links. */
export function CheckboxField({ label, checked, onCheckedChange, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="checkbox">
      <input
        id={id}
        type="checkbox"
        className="checkbox__input"
        checked={checked}
        onChange={(event) => {
          onCheckedChange(event.target.checked);
        }}
        {...input}
      />
      <label className="checkbox__label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
