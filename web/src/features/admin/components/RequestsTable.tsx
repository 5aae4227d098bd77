import type { ApproveBody, RegistrationRequest, RegistrationRequestList } from '@baseline/contract';
import '../../../components/fields.css';
import { AdminTable } from './AdminTable';
import { RequestRow } from './RequestRow';

const COLUMNS = ['Name', 'Email', 'Message', 'Set Password', 'Must Change Password', 'Actions'] as const;

interface RequestsTableProps {
  requests: RegistrationRequestList;
  /** The request whose decision is being sent, if any. */
  busyId: string | null;
  onApprove: (request: RegistrationRequest, decision: ApproveBody) => void;
  onReject: (request: RegistrationRequest) => void;
}

/** The pending requests: a table on wide screens, a stack of cards on a phone. */
export function RequestsTable({ requests, busyId, onApprove, onReject }: RequestsTableProps) {
  return (
    <AdminTable caption="Pending registration requests" columns={COLUMNS}>
      {requests.map((request) => (
        <RequestRow
          key={request._id}
          request={request}
          busy={busyId === request._id}
          onApprove={onApprove}
          onReject={onReject}
        />
      ))}
    </AdminTable>
  );
}
