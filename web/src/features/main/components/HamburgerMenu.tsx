import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ThemeToggle } from '../../../components/ThemeToggle';
import { useClaims } from '../../../app/session/useToken';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useLogoutToLogin } from '../../auth/api';
import { OFFLINE_TEXT } from '../../offline/offlineText';
import { useOutboxSnapshot } from '../../offline/outbox/useOutbox';
import { SubscriptionSubmenu } from '../../billing/components/SubscriptionSubmenu';
import './HamburgerMenu.css';

/**
 * The members' menu as a disclosure (a button that shows a list of ordinary links and buttons):
 * Tab moves through the items, Escape closes it and returns focus to the button, and a click
 * outside or tabbing away closes it. The Subscription item is a disclosure of its own inside it.
 */
export function HamburgerMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const claims = useClaims();
  const logout = useLogoutToLogin();
  const device = useOutboxSnapshot(claims?.sub);
  const unsynced = device.entries.length;
  // A day is never both queued and unsaved (outboxDb.ts), so the two counts do not overlap.
  const unsaved = device.unsaved.size;
  const [askingToLogOut, setAskingToLogOut] = useState(false);

  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLElement>('.menu__item')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Escape in a dialog opened from the menu (the cancel confirmation) closes that dialog only.
      if (event.target instanceof Element && event.target.closest('dialog[open]')) return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    // A press or a focus move (Tab) anywhere outside the menu closes it. Focus, not blur, is
    // watched because Safari does not focus a clicked button, so a blur would close too early.
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="menu">
      <button
        ref={buttonRef}
        type="button"
        className="menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        <svg className="menu__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
        </svg>
        <span className="visually-hidden">Menu</span>
      </button>
      <ul id={panelId} className="menu__panel" hidden={!open}>
        <li>
          <ThemeToggle className="menu__item" />
        </li>
        <li>
          <SubscriptionSubmenu />
        </li>
        <li>
          <Link to="/change-password" className="menu__item">
            Change Password
          </Link>
        </li>
        <li>
          <Link to="/two-factor" className="menu__item">
            Two-factor authentication
          </Link>
        </li>
        <li>
          <Link to="/main/export" className="menu__item">
            Export my data
          </Link>
        </li>
        <li>
          <Link to="/main/import" className="menu__item">
            Import notes
          </Link>
        </li>
        {claims?.isAdmin && (
          <li>
            <Link to="/admin-dashboard" className="menu__item">
              Admin
            </Link>
          </li>
        )}
        <li>
          <button
            type="button"
            className="menu__item"
            onClick={() => {
              // Logging out wipes the device's queue and unsaved edits: with any there, the member decides.
              if (unsynced + unsaved > 0) setAskingToLogOut(true);
              else logout.logOut();
            }}
            disabled={logout.pending}
          >
            Logout
          </button>
        </li>
        <li>
          <Link to="/delete-account" className="menu__item menu__item--danger">
            Delete account
          </Link>
        </li>
      </ul>
      <ConfirmDialog
        open={askingToLogOut}
        title="Log out and lose unsynced changes?"
        description={OFFLINE_TEXT.logoutLoses(unsynced, unsaved)}
        confirmLabel="Log out anyway"
        cancelLabel="Stay logged in"
        onConfirm={() => {
          setAskingToLogOut(false);
          logout.logOut();
        }}
        onCancel={() => {
          setAskingToLogOut(false);
        }}
        pending={logout.pending}
      />
    </div>
  );
}
