import type { ApproveBody, RegistrationRequest, RegistrationRequestList } from '@baseline/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, type Feedback } from '../../../components/Alert';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { serverErrorOf } from '../../../lib/api/ApiError';
import { useApproveRequest, useRejectRequest } from '../api';
import { RequestsTable } from './RequestsTable';

/** The pending registration requests, approved with a password or rejected after a confirmation. */
export function RequestsSection({ requests }: { requests: UseQueryResult<RegistrationRequestList> }) {
  const approve = useApproveRequest();
  const reject = useRejectRequest();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [toReject, setToReject] = useState<RegistrationRequest | null>(null);

  const busyId = approve.isPending ? approve.variables.id : reject.isPending ? reject.variables : null;

  const onApprove = (request: RegistrationRequest, body: ApproveBody) => {
    if (!body.password) {
      setFeedback({ tone: 'error', message: 'Please enter a password for the new user.' });
      return;
    }
    setFeedback(null);
    approve.mutate(
      { id: request._id, body },
      {
        onSuccess: () => {
          setFeedback({ tone: 'success', message: 'User approved!' });
        },
        onError: (error) => {
          setFeedback({ tone: 'error', message: 'Failed to approve user', detail: serverErrorOf(error) });
        },
      },
    );
  };

  const confirmReject = () => {
    if (!toReject) return;
    setFeedback(null);
    reject.mutate(toReject._id, {
      onSuccess: () => {
        setFeedback({ tone: 'success', message: 'Request rejected.' });
      },
      onError: (error) => {
        setFeedback({ tone: 'error', message: 'Failed to reject request', detail: serverErrorOf(error) });
      },
      onSettled: () => {
        setToReject(null);
      },
    });
  };

  return (
    <>
      <Alert feedback={feedback} />
      {requests.isPending ? (
        <p role="status">Loading requests...</p>
      ) : requests.isError ? (
        <Alert
          feedback={{ tone: 'error', message: 'Failed to load requests', detail: serverErrorOf(requests.error) }}
        />
      ) : requests.data.length === 0 ? (
        <p className="admin__empty">No pending requests</p>
      ) : (
        <RequestsTable requests={requests.data} busyId={busyId} onApprove={onApprove} onReject={setToReject} />
      )}
      <ConfirmDialog
        open={toReject !== null}
        title="Reject this registration request?"
        description={toReject ? `${toReject.username} (${toReject.email}) will be told by e-mail.` : undefined}
        confirmLabel="Reject request"
        pending={reject.isPending}
        onConfirm={confirmReject}
        onCancel={() => {
          setToReject(null);
        }}
      />
    </>
  );
}
