import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from './Button';
import './Form.css';

interface FormProps {
  /** Called with the default browser submit already prevented. */
  onSubmit: () => void;
  /** The accessible name of the form. */
  label: string;
  children: ReactNode;
}

/** A stacked form; native validation (required, type=email) runs before onSubmit. */
export function Form({ onSubmit, label, children }: FormProps) {
  return (
    <form
      className="form"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

interface FormActionsProps {
  submitLabel: string;
  /** Disables the submit while the request runs (and after success, until the redirect). */
  busy: boolean;
  /** Where the Back button goes, or what it does; no Back button without it. */
  backTo?: string | (() => void);
}

/** The row of buttons under a form: Back on the left, the submit on the right. */
export function FormActions({ submitLabel, busy, backTo }: FormActionsProps) {
  const navigate = useNavigate();
  return (
    <div className="form__actions">
      {backTo !== undefined && (
        <Button variant="secondary" onClick={typeof backTo === 'string' ? () => void navigate(backTo) : backTo}>
          Back
        </Button>
      )}
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
