import type { ApproveBody, RegistrationRequest, RegistrationRequestList } from '@baseline/contract';
import '../../../components/fields.css';
import { RequestRow } from './RequestRow';
import './RequestsTable.css';

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
    <table role="table" className="requests">
      <caption className="visually-hidden">Pending registration requests</caption>
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
        {requests.map((request) => (
          <RequestRow
            key={request._id}
            request={request}
            busy={busyId === request._id}
            onApprove={onApprove}
            onReject={onReject}
          />
        ))}
      </tbody>
    </table>
  );
}
