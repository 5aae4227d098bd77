import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../../test/xss-payloads.js';
import { approvedMail, rejectedMail, twoFactorResetMail } from '../admin/admin.mails.js';
import { alreadyRegisteredNotice, newRequestNotice, passwordResetMail } from '../auth/auth.mails.js';
import { fillTemplate, renderMailHtml } from './mail-html.js';
import type { OutgoingMail } from './mail-message.js';

const site = { name: 'Court Notes', publicUrl: 'https://notes.example' };
const resetUrl = 'https://notes.example/reset-password?token=abc-DEF_123';

/** Every mail the server sends, for a user with this name and a request with this message. */
function everyMail(username: string, message: string): OutgoingMail[] {
  const email = 'ana@example.test';
  return [
    approvedMail(site, email, username),
    rejectedMail(site, email, username),
    twoFactorResetMail(site, email, username),
    newRequestNotice(site, 'admin@example.test', { username, email, message }),
    alreadyRegisteredNotice(site, { username, email }),
    passwordResetMail(site, email, username, resetUrl),
  ];
}

interface ParsedHtml {
  /** Each element's name and attribute names, in document order: what the markup is made of. */
  structure: string[];
  hrefs: string[];
  text: string;
}

function parse(html: string): ParsedHtml {
  const parsed: ParsedHtml = { structure: [], hrefs: [], text: '' };
  const parser = new Parser({
    onopentag(name, attributes) {
      parsed.structure.push(`${name}[${Object.keys(attributes).join(' ')}]`);
      if (name === 'a' && attributes.href !== undefined) parsed.hrefs.push(attributes.href);
    },
    ontext(text) {
      parsed.text += text;
    },
  });
  parser.write(html);
  parser.end();
  parsed.text = parsed.text.replace(/\s+/g, ' ');
  return parsed;
}

const render = (mail: OutgoingMail) => renderMailHtml(mail.html.template, mail.html.values);
const linksIn = (text: string) => [...new Set(text.match(/https?:\/\/\S+/g))].map((link) => link.replace(/[.,]$/, ''));

describe('mail HTML parts', () => {
  it.each(everyMail('Ana', 'I follow the WTA.').map((mail) => [mail.html.template, mail] as const))(
    '%s links to the same addresses as its text part, all on PUBLIC_URL, under the site name',
    async (_template, mail) => {
      const html = parse(await render(mail));

      expect(new Set(html.hrefs)).toEqual(new Set(linksIn(mail.text)));
      for (const href of html.hrefs) expect(href.startsWith(site.publicUrl)).toBe(true);
      expect(html.text).toContain('Court Notes');
      expect(mail.text).toContain('\n-- \nCourt Notes: https://notes.example\nYou received this mail because ');
      expect(html.text).toContain(mail.text.split('\n').at(-2));
      expect(html.text).not.toContain('{{');
    },
  );

  it('shows hostile usernames, messages and addresses as text, adding no element or attribute', async () => {
    const benign = await Promise.all(everyMail('Ana', 'Hello').map(async (mail) => parse(await render(mail))));
    for (const hostile of [...XSS_PAYLOADS, '{{siteName}}', '"><a href="https://evil.example">x</a>']) {
      const mails = everyMail(hostile, hostile);
      for (const [index, mail] of mails.entries()) {
        const html = parse(await render(mail));
        expect(html.structure, `${mail.html.template} with ${hostile}`).toEqual(benign[index]?.structure);
        expect(html.hrefs).toEqual(benign[index]?.hrefs);
        expect(html.text.replaceAll(' ', '')).toContain(hostile.replace(/\s+/g, ''));
      }
    }
  });

  it('leaves the message out of the admin notice when the request has none', async () => {
    const [withMessage, without] = await Promise.all(
      ['I follow the WTA.', ''].map(async (message) =>
        parse(
          await render(newRequestNotice(site, 'admin@example.test', { username: 'ana', email: 'a@x.test', message })),
        ),
      ),
    );
    expect(withMessage?.text).toContain('Their message: I follow the WTA.');
    expect(without?.text).not.toContain('Their message');
  });
});

describe('fillTemplate', () => {
  it('escapes every value, in text and in attributes', () => {
    expect(fillTemplate('<a href="{{url}}">{{name}}</a>', { url: 'x" onclick="y', name: "<b>&'" })).toBe(
      '<a href="x&quot; onclick=&quot;y">&lt;b&gt;&amp;&#39;</a>',
    );
  });

  it('reads placeholders and sections with or without spaces inside the braces', () => {
    expect(
      fillTemplate('{{ a }}{{b}}{{# c }}[{{ c }}]{{/ c }}{{#d}}[{{d}}]{{/d}}', { a: 'A', b: 'B', c: 'C', d: '' }),
    ).toBe('AB[C]');
  });

  it('keeps a value that looks like a placeholder as text', () => {
    expect(fillTemplate('{{a}} {{b}}', { a: '{{b}}', b: 'B' })).toBe('{{b}} B');
  });

  it('refuses a placeholder without a value', () => {
    expect(() => fillTemplate('Hello {{name}}', {})).toThrow('The mail template needs a value for {{name}}.');
  });
});
