import type { Member } from '@baseline/contract';
import { Button } from '../../../components/Button';
import { EmailAddress } from './EmailAddress';
import { memberActionText, subscriptionLabel, type MemberAction } from '../memberActions';

const VARIANTS = {
  'end-sessions': 'secondary',
  disable: 'danger',
  enable: 'primary',
  'reset-two-factor': 'secondary',
} as const;

interface MemberRowProps {
  member: Member;
  actions: MemberAction[];
  busy: boolean;
  onAction: (member: Member, action: MemberAction) => void;
}

/** One account; roles are spelled out because the phone layout turns the table into cards (see RequestRow). */
export function MemberRow({ member, actions, busy, onAction }: MemberRowProps) {
  return (
    <tr role="row">
      <td role="cell" data-label="Username">
        <span className="requests__name">{member.username}</span>
        {member.isAdmin && <span className="requests__date">Administrator</span>}
      </td>
      <td role="cell" data-label="Email" className="requests__email">
        <EmailAddress email={member.email} />
      </td>
      <td role="cell" data-label="Subscription">
        {subscriptionLabel(member)}
      </td>
      <td role="cell" data-label="Two-factor">
        {member.twoFactorEnabled ? 'On' : 'Off'}
      </td>
      <td role="cell" data-label="Status">
        <span className={member.disabled ? 'members__status members__status--disabled' : 'members__status'}>
          {member.disabled ? 'Disabled' : 'Active'}
        </span>
      </td>
      <td role="cell" data-label="Actions">
        {actions.length === 0 ? (
          <span className="requests__muted">You</span>
        ) : (
          <div className="requests__actions">
            {actions.map((action) => (
              <Button
                key={action}
                variant={VARIANTS[action]}
                disabled={busy}
                aria-label={`${memberActionText(action, member).button} for ${member.username}`}
                onClick={() => {
                  onAction(member, action);
                }}
              >
                {memberActionText(action, member).button}
              </Button>
            ))}
          </div>
        )}
      </td>
    </tr>
  );
}
