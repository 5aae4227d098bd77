import { Link } from 'react-router';
import { useTwoFactorStatus } from '../api';
import '../TwoFactorPage.css';

/** Shown to an administrator whose account has no second factor: theirs is the account most worth taking. */
export function AdminTwoFactorNotice() {
  const status = useTwoFactorStatus();
  if (status.data?.enabled !== false) return null;
  return (
    <p className="two-factor__notice" role="note">
      Your administrator account is protected by a password only.{' '}
      <Link to="/two-factor">Turn on two-factor authentication</Link> so a stolen password is not enough to get in.
    </p>
  );
}
