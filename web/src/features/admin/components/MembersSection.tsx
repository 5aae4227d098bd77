import type { Member, MemberList } from '@baseline/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, type Feedback } from '../../../components/Alert';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { serverErrorOf } from '../../../lib/api/ApiError';
import { useClaims } from '../../../app/session/useToken';
import { useMemberAction } from '../api';
import { memberActionText, type MemberAction } from '../memberActions';
import { MembersTable } from './MembersTable';

interface PendingAction {
  member: Member;
  action: MemberAction;
}

/**
 * The accounts, with ending a member's sessions, disabling or enabling their account and resetting their
 * two-factor authentication, each confirmed first.
 */
export function MembersSection({ members }: { members: UseQueryResult<MemberList> }) {
  const memberAction = useMemberAction();
  const ownId = useClaims()?.sub;
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [toConfirm, setToConfirm] = useState<PendingAction | null>(null);
  const text = toConfirm && memberActionText(toConfirm.action, toConfirm.member);

  const confirm = () => {
    if (!toConfirm || !text) return;
    setFeedback(null);
    memberAction.mutate(
      { id: toConfirm.member.id, action: toConfirm.action },
      {
        onSuccess: () => {
          setFeedback({ tone: 'success', message: text.success });
        },
        onError: (error) => {
          setFeedback({ tone: 'error', message: text.failure, detail: serverErrorOf(error) });
        },
        onSettled: () => {
          setToConfirm(null);
        },
      },
    );
  };

  return (
    <section className="admin__section" aria-labelledby="admin-members">
      <h2 id="admin-members" className="admin__heading">
        Members
      </h2>
      <Alert feedback={feedback} />
      {members.isPending ? (
        <p role="status">Loading members...</p>
      ) : members.isError ? (
        <Alert feedback={{ tone: 'error', message: 'Failed to load members', detail: serverErrorOf(members.error) }} />
      ) : (
        <MembersTable
          members={members.data}
          ownId={ownId}
          busyId={memberAction.isPending ? memberAction.variables.id : null}
          onAction={(member, action) => {
            setToConfirm({ member, action });
          }}
        />
      )}
      <ConfirmDialog
        open={toConfirm !== null}
        title={text?.confirmTitle ?? ''}
        description={text?.confirmDescription}
        confirmLabel={text?.confirmLabel ?? ''}
        pending={memberAction.isPending}
        onConfirm={confirm}
        onCancel={() => {
          setToConfirm(null);
        }}
      />
    </section>
  );
}
