import type { NewPassword } from '../useNewPassword';
import { PasswordField } from './AccountFields';

interface NewPasswordFieldsProps {
  newPassword: NewPassword;
  /** The first field's name as the form posts it. */
  name: string;
  label: string;
  confirmLabel: string;
}

/** The new password with the rules under it, then the same again to confirm it. */
export function NewPasswordFields({ newPassword, name, label, confirmLabel }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={label}
        name={name}
        purpose="new-password"
        withRules
        value={newPassword.password}
        onValueChange={newPassword.setPassword}
      />
      <PasswordField
        label={confirmLabel}
        name="confirm"
        purpose="new-password"
        value={newPassword.confirm}
        onValueChange={newPassword.setConfirm}
      />
    </>
  );
}
