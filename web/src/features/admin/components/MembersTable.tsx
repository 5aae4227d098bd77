import type { Member, MemberList } from '@baseline/contract';
import { actionsFor, type MemberAction } from '../memberActions';
import { MemberRow } from './MemberRow';
import './RequestsTable.css';
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
    <table role="table" className="requests members">
      <caption className="visually-hidden">Members</caption>
      <thead role="rowgroup">
        <tr role="row">
          {COLUMNS.map((column) => (
            <th role="columnheader" scope="col" key={column}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {members.map((member) => (
          <MemberRow
            key={member.id}
            member={member}
            actions={actionsFor(member, ownId)}
            busy={busyId === member.id}
            onAction={onAction}
          />
        ))}
      </tbody>
    </table>
  );
}
