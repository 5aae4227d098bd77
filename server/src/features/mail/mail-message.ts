/** The product as its mails name it and link to it: SITE_NAME and PUBLIC_URL. */
export interface Site {
  name: string;
  publicUrl: string;
}

/** A template in templates/, by its file name. */
export type MailTemplateName =
  | 'account-approved'
  | 'account-rejected'
  | 'already-registered'
  | 'new-request'
  | 'password-reset'
  | 'two-factor-reset';

/** Values a template shows; an empty one drops the template's {{#name}}...{{/name}} section. */
export type MailValues = Readonly<Record<string, string>>;

/** A message as a feature hands it to the outbox: its plain text, and the template and values of its HTML. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: { template: MailTemplateName; values: MailValues };
}

export interface MailDraft {
  to: string;
  subject: string;
  /** The plain-text message, without the footer. */
  text: string;
  template: MailTemplateName;
  /** What the template shows besides the site, the subject and the reason. */
  values: MailValues;
  /** Why the recipient gets this mail, for the footer of both parts. */
  reason: string;
}

/**
 * Both parts of a message from one set of values: the text part ends with the footer the HTML template shows
 * (the site, its address, why the mail came), so the two carry the same message and the same links.
 */
export function composeMail(site: Site, { to, subject, text, template, values, reason }: MailDraft): OutgoingMail {
  return {
    to,
    subject,
    text: `${text}\n-- \n${site.name}: ${site.publicUrl}\n${reason}\n`,
    html: { template, values: { ...values, siteName: site.name, publicUrl: site.publicUrl, subject, reason } },
  };
}
