import { useState } from 'react';

export interface NewPassword {
  password: string;
  setPassword: (password: string) => void;
  confirm: string;
  setConfirm: (confirm: string) => void;
  matches: boolean;
}

/** A new password typed twice, as the reset and the change forms ask for it. */
export function useNewPassword(): NewPassword {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return { password, setPassword, confirm, setConfirm, matches: password === confirm };
}
