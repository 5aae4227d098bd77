import { TextField } from '../../../components/TextField';
import { PASSWORD_HINT } from '../passwordRules';

interface ValueProps {
  value: string;
  onValueChange: (value: string) => void;
}

interface UsernameFieldProps extends ValueProps {
  /** The rule a new name must follow, shown under the field where one is chosen. */
  hint?: string;
}

/** Usernames are typed as given: no capitalisation or spelling help from the keyboard. */
export function UsernameField(props: UsernameFieldProps) {
  return (
    <TextField
      label="Username"
      name="username"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}

export function EmailField(props: ValueProps) {
  return <TextField label="Email" name="email" type="email" autoComplete="email" required {...props} />;
}

interface PasswordFieldProps extends ValueProps {
  label: string;
  name: string;
  /** 'new-password' lets password managers offer a generated one and shows the rules. */
  purpose: 'current-password' | 'new-password';
  /** Shows the password rules under the field. */
  withRules?: boolean;
}

export function PasswordField({ purpose, withRules = false, ...props }: PasswordFieldProps) {
  return (
    <TextField
      type="password"
      autoComplete={purpose}
      required
      hint={withRules ? PASSWORD_HINT : undefined}
      {...props}
    />
  );
}
