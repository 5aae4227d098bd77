import type { ApproveBody, RegistrationRequest } from '@baseline/contract';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { formatLongDate } from '../../../lib/formatDate';
import { EmailAddress } from './EmailAddress';

interface RequestRowProps {
  request: RegistrationRequest;
  busy: boolean;
  onApprove: (request: RegistrationRequest, decision: ApproveBody) => void;
  onReject: (request: RegistrationRequest) => void;
}

/**
 * One pending request with the admin's choices for it. Roles are spelled out because the phone
 * layout turns the table into cards, and changing `display` drops a table's implicit roles.
 * Each input's label names the user, since the column header alone does not say which row it is.
 */
export function RequestRow({ request, busy, onApprove, onReject }: RequestRowProps) {
  const [password, setPassword] = useState('');
  const [mustChangePassword, setMustChangePassword] = useState(true);
  const { username } = request;

  return (
    <tr role="row" className="requests__row">
      <td role="cell" data-label="Name">
        <span className="requests__name">{username}</span>
        <time className="requests__date" dateTime={request.createdAt}>
          Requested {formatLongDate(request.createdAt)}
        </time>
      </td>
      <td role="cell" data-label="Email" className="requests__email">
        <EmailAddress email={request.email} />
      </td>
      <td role="cell" data-label="Message">
        {request.message || <span className="requests__muted">No message</span>}
      </td>
      <td role="cell" data-label="Set Password">
        <input
          type="password"
          className="field__input"
          autoComplete="new-password"
          aria-label={`Set Password for ${username}`}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
          }}
        />
      </td>
      <td role="cell" data-label="Must Change Password">
        <input
          type="checkbox"
          className="checkbox__input"
          aria-label={`Must Change Password for ${username}`}
          checked={mustChangePassword}
          onChange={(event) => {
            setMustChangePassword(event.target.checked);
          }}
        />
      </td>
      <td role="cell" data-label="Actions">
        <div className="requests__actions">
          <Button
            disabled={busy}
            onClick={() => {
              onApprove(request, { password, mustChangePassword });
            }}
          >
            Approve
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => {
              onReject(request);
            }}
          >
            Reject
          </Button>
        </div>
      </td>
    </tr>
  );
}
