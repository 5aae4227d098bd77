import type { Member, MemberList } from '@baseline/contract';
import { actionsFor, type MemberAction } from '../memberActions';
import { AdminTable } from './AdminTable';
import { MemberRow } from './MemberRow';
// After AdminTable's own styles, which these refine.
import './MembersTable.css';

const COLUMNS = ['Username', 'Email', 'Subscription', 'Two-factor', 'Status', 'Actions'] as const;

interface MembersTableProps {
  members: MemberList;
  /** The signed-in admin, whose own row offers no actions. */
  ownId: string | undefined;
  /** The member an action is being sent for, if any. */
  busyId: string | null;
  onAction: (member: Member, action: MemberAction) => void;
}

/** Every account, in the requests table's style: a table on wide screens, cards on a phone. */
export function MembersTable({ members, ownId, busyId, onAction }: MembersTableProps) {
  return (
    <AdminTable caption="Members" columns={COLUMNS} className="members">
      {members.map((member) => (
        <MemberRow
          key={member.id}
          member={member}
          actions={actionsFor(member, ownId)}
          busy={busyId === member.id}
          onAction={onAction}
        />
      ))}
    </AdminTable>
  );
}
