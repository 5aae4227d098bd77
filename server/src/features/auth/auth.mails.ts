import type { OutgoingMail } from '../mail/mail.service.js';

export function newRequestNotice(
  adminEmail: string,
  request: { username: string; email: string; message: string },
  publicUrl: string,
): OutgoingMail {
  const note = request.message ? `\nTheir message:\n${request.message}\n` : '';
  return {
    to: adminEmail,
    subject: `Registration request waiting: ${request.username}`,
    text: `${request.username} (${request.email}) has asked for a Baseline account.\n${note}\nReview pending requests at ${publicUrl}/admin-dashboard\n`,
  };
}

/** To the address of a request whose name or address is taken: the answer the form could not give. */
/** Sent only to an address that already has an account or a pending request: its owner, never a stranger. */
export function alreadyRegisteredNotice(request: { username: string; email: string }, publicUrl: string): OutgoingMail {
  return {
    to: request.email,
    subject: 'Your Baseline account request',
    text:
      `Hello,\n\nSomeone (hopefully you) asked for a Baseline account as ${request.username} with this address.\n` +
      `This address already has an account or a request awaiting approval, so no new request was filed.\n\n` +
      `If you have an account, log in at ${publicUrl}/login or reset your password at ${publicUrl}/forgot-password.\n` +
      `If your request is still waiting, you will hear from us once an administrator has looked at it.\n` +
      `If it was not you, ignore this message.\n`,
  };
}

export function passwordResetMail(to: string, username: string, resetUrl: string): OutgoingMail {
  return {
    to,
    subject: 'Reset your Baseline password',
    text:
      `Hello ${username},\n\nSomeone (hopefully you) asked to reset the password of your Baseline account.\n` +
      `Choose a new password here within the next hour:\n\n${resetUrl}\n\n` +
      `The link works once. If you did not ask for it, ignore this message: your password stays as it is.\n`,
  };
}
