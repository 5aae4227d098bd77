import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert, type Feedback } from '../../../components/Alert';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { serverErrorOf } from '../../../lib/api/ApiError';
import { useClaims } from '../../../app/session/useToken';
import { formatLongDate } from '../../../lib/formatDate';
import { useCancelSubscription, useOpenBillingPortal, useResumeSubscription, useSubscriptionStatus } from '../api';
import { cancelledFeedback } from '../paymentMessages';
import { subscriptionMenuEntries, type SubscriptionMenuEntry } from '../subscriptionMenu';
import { SubscriptionEndNotice } from './SubscriptionEndNotice';
import './SubscriptionSubmenu.css';

/**
 * The Subscription entry of the members' menu: a disclosure that loads the status when opened
 * and offers what applies to it (see subscriptionMenuEntries). Its items use the menu's classes,
 * so it must sit inside the menu's panel.
 */
export function SubscriptionSubmenu() {
  const [expanded, setExpanded] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const listId = useId();
  const isAdmin = useClaims()?.isAdmin ?? false;
  const status = useSubscriptionStatus({ enabled: expanded });
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useOpenBillingPortal();
  const busy = cancel.isPending || resume.isPending || portal.isPending;

  const confirmCancel = () => {
    setFeedback(null);
    cancel.mutate(undefined, {
      onSuccess: (answer) => {
        setFeedback(cancelledFeedback(answer));
      },
      onError: (error) => {
        setFeedback({ tone: 'error', message: 'Failed to cancel subscription.', detail: serverErrorOf(error) });
      },
      onSettled: () => {
        setConfirming(false);
      },
    });
  };

  const resumeSubscription = () => {
    setFeedback(null);
    resume.mutate(undefined, {
      onSuccess: ({ message }) => {
        setFeedback({ tone: 'success', message: message || 'Your subscription will renew as usual.' });
      },
      onError: (error) => {
        setFeedback({ tone: 'error', message: 'Failed to resume subscription.', detail: serverErrorOf(error) });
      },
    });
  };

  const openPortal = () => {
    setFeedback(null);
    portal.mutate(undefined, {
      onError: (error) => {
        setFeedback({ tone: 'error', message: 'Failed to open billing management.', detail: serverErrorOf(error) });
      },
    });
  };

  const action = (label: string, onClick: () => void) => (
    <button type="button" className="menu__item" disabled={busy} onClick={onClick}>
      {label}
    </button>
  );

  const renderEntry = (entry: SubscriptionMenuEntry) => {
    switch (entry.kind) {
      case 'ends':
        return <SubscriptionEndNotice className="submenu__note" subscriptionEnd={entry.subscriptionEnd} />;
      case 'complimentary':
        return <p className="submenu__note">Complimentary access (admin)</p>;
      case 'cancel':
        return action('Cancel Subscription', () => {
          setFeedback(null);
          setConfirming(true);
        });
      case 'resume':
        return action('Resume Subscription', resumeSubscription);
      case 'subscribe':
        return (
          <Link to="/subscribe" className="menu__item">
            Subscribe
          </Link>
        );
      case 'manage':
        return action('Manage Billing', openPortal);
    }
  };

  const endDate = status.data?.subscriptionEnd ? formatLongDate(status.data.subscriptionEnd) : null;

  return (
    <>
      <button
        type="button"
        className="menu__item submenu__toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => {
          setExpanded((wasExpanded) => !wasExpanded);
        }}
      >
        Subscription
        <svg className="submenu__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <div id={listId} className="submenu" hidden={!expanded}>
        {status.isPending ? (
          <p className="submenu__note" role="status">
            Loading subscription...
          </p>
        ) : status.isError ? (
          <p className="submenu__note">The subscription status could not be loaded.</p>
        ) : (
          <ul className="submenu__list">
            {subscriptionMenuEntries(status.data, isAdmin).map((entry) => (
              <li key={entry.kind}>{renderEntry(entry)}</li>
            ))}
          </ul>
        )}
        <Alert feedback={feedback} />
      </div>
      <ConfirmDialog
        open={confirming}
        title="Are you sure you want to cancel your subscription?"
        description={endDate ? `You keep access until ${endDate}, and nothing more is charged.` : undefined}
        confirmLabel="Cancel Subscription"
        cancelLabel="Keep Subscription"
        pending={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => {
          setConfirming(false);
        }}
      />
    </>
  );
}
