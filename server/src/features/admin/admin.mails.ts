import { composeMail, type OutgoingMail, type Site } from '../mail/mail-message.js';

/** Never carries the password: the administrator passes it on by other means, or the user resets it. */
export function approvedMail(site: Site, to: string, username: string): OutgoingMail {
  const loginUrl = `${site.publicUrl}/login`;
  return composeMail(site, {
    to,
    subject: `Your ${site.name} account is ready`,
    text:
      `Hello ${username},\n\nYour request for a ${site.name} account has been approved.\n` +
      `Log in with the username ${username} at ${loginUrl}\n\n` +
      `If you have not been given your password, choose one with "Forgot password" on that page.\n`,
    template: 'account-approved',
    values: { username, loginUrl },
    reason: `You received this mail because you asked for a ${site.name} account with this address.`,
  });
}

/** Tells the member their second factor was removed, so a reset they did not ask for does not go unnoticed. */
export function twoFactorResetMail(site: Site, to: string, username: string): OutgoingMail {
  const loginUrl = `${site.publicUrl}/login`;
  const forgotPasswordUrl = `${site.publicUrl}/forgot-password`;
  return composeMail(site, {
    to,
    subject: `Two-factor authentication was turned off on your ${site.name} account`,
    text:
      `Hello ${username},\n\nAn administrator has turned off two-factor authentication on your ${site.name} account ` +
      `and ended all of its sessions.\nYou can now log in with your password alone at ${loginUrl}, ` +
      `and turn two-factor authentication on again from the menu.\n\n` +
      `If you did not ask for this, reset your password at ${forgotPasswordUrl} and tell the administrator.\n`,
    template: 'two-factor-reset',
    values: { username, loginUrl, forgotPasswordUrl },
    reason: `You received this mail because the security of your ${site.name} account changed.`,
  });
}

export function rejectedMail(site: Site, to: string, username: string): OutgoingMail {
  return composeMail(site, {
    to,
    subject: `Your ${site.name} account request`,
    text:
      `Hello ${username},\n\nThank you for your interest in ${site.name}. ` +
      `We are sorry, but we cannot approve your account request at this time.\n`,
    template: 'account-rejected',
    values: { username },
    reason: `You received this mail because you asked for a ${site.name} account with this address.`,
  });
}
