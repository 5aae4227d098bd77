import { composeMail, type OutgoingMail, type Site } from '../mail/mail-message.js';

export function newRequestNotice(
  site: Site,
  adminEmail: string,
  request: { username: string; email: string; message: string },
): OutgoingMail {
  const dashboardUrl = `${site.publicUrl}/admin-dashboard`;
  const note = request.message ? `\nTheir message:\n${request.message}\n` : '';
  return composeMail(site, {
    to: adminEmail,
    subject: `Registration request waiting: ${request.username}`,
    text: `${request.username} (${request.email}) has asked for a ${site.name} account.\n${note}\nReview pending requests at ${dashboardUrl}\n`,
    template: 'new-request',
    values: { username: request.username, email: request.email, message: request.message, dashboardUrl },
    reason: `You received this mail because you are an administrator of ${site.name}.`,
  });
}

/** To the address of a request whose name or address is taken: the answer the form could not give. */
/** Sent only to an address that already has an account or a pending request: its owner, never a stranger. */
export function alreadyRegisteredNotice(site: Site, request: { username: string; email: string }): OutgoingMail {
  const loginUrl = `${site.publicUrl}/login`;
  const forgotPasswordUrl = `${site.publicUrl}/forgot-password`;
  return composeMail(site, {
    to: request.email,
    subject: `Your ${site.name} account request`,
    text:
      `Hello,\n\nSomeone (hopefully you) asked for a ${site.name} account as ${request.username} with this address.\n` +
      `This address already has an account or a request awaiting approval, so no new request was filed.\n\n` +
      `If you have an account, log in at ${loginUrl} or reset your password at ${forgotPasswordUrl}.\n` +
      `If your request is still waiting, you will hear from us once an administrator has looked at it.\n` +
      `If it was not you, ignore this message.\n`,
    template: 'already-registered',
    values: { username: request.username, loginUrl, forgotPasswordUrl },
    reason: `You received this mail because someone asked for a ${site.name} account with this address.`,
  });
}

export function passwordResetMail(site: Site, to: string, username: string, resetUrl: string): OutgoingMail {
  return composeMail(site, {
    to,
    subject: `Reset your ${site.name} password`,
    text:
      `Hello ${username},\n\nSomeone (hopefully you) asked to reset the password of your ${site.name} account.\n` +
      `Choose a new password here within the next hour:\n\n${resetUrl}\n\n` +
      `The link works once. If you did not ask for it, ignore this message: your password stays as it is.\n`,
    template: 'password-reset',
    values: { username, resetUrl },
    reason: `You received this mail because a new password was asked for your ${site.name} account.`,
  });
}
