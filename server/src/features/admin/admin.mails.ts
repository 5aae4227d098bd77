import type { OutgoingMail } from '../mail/mail.service.js';

/** Never carries the password: the administrator passes it on by other means, or the user resets it. */
export function approvedMail(to: string, username: string, publicUrl: string): OutgoingMail {
  return {
    to,
    subject: 'Your Baseline account is ready',
    text:
      `Hello ${username},\n\nYour request for a Baseline account has been approved.\n` +
      `Log in with the username ${username} at ${publicUrl}/login\n\n` +
      `If you have not been given your password, choose one with "Forgot password" on that page.\n`,
  };
}

/** Tells the member their second factor was removed, so a reset they did not ask for does not go unnoticed. */
export function twoFactorResetMail(to: string, username: string, publicUrl: string): OutgoingMail {
  return {
    to,
    subject: 'Two-factor authentication was turned off on your Baseline account',
    text:
      `Hello ${username},\n\nAn administrator has turned off two-factor authentication on your Baseline account ` +
      `and ended all of its sessions.\nYou can now log in with your password alone at ${publicUrl}/login, ` +
      `and turn two-factor authentication on again from the menu.\n\n` +
      `If you did not ask for this, reset your password at ${publicUrl}/forgot-password and tell the administrator.\n`,
  };
}

export function rejectedMail(to: string, username: string): OutgoingMail {
  return {
    to,
    subject: 'Your Baseline account request',
    text:
      `Hello ${username},\n\nThank you for your interest in Baseline. ` +
      `We are sorry, but we cannot approve your account request at this time.\n`,
  };
}
