import { TextField } from '../../../components/TextField';

interface CodeFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Whether a recovery code is accepted here too, which the label then says. */
  allowRecoveryCode?: boolean;
}

/** The code from the authenticator app; `one-time-code` lets phones offer it from a message or app. */
export function CodeField({ value, onValueChange, allowRecoveryCode = false }: CodeFieldProps) {
  return (
    <TextField
      label={allowRecoveryCode ? 'Authentication code or recovery code' : 'Authentication code'}
      name="code"
      autoComplete="one-time-code"
      inputMode={allowRecoveryCode ? 'text' : 'numeric'}
      spellCheck={false}
      autoCapitalize="off"
      required
      maxLength={64}
      hint={
        allowRecoveryCode
          ? 'The 6-digit code your authenticator app shows now, or one of your recovery codes.'
          : 'The 6-digit code your authenticator app shows now.'
      }
      value={value}
      onValueChange={onValueChange}
    />
  );
}
