import { ContactEmail } from './components/ContactEmail';
import { LegalDocument, LegalSection } from './components/LegalDocument';

export function PrivacyPage() {
  return (
    <LegalDocument title="Privacy Policy">
      <LegalSection heading="Who we are">
        <p>
          Baseline is responsible for the personal data described here. You can reach us about anything in this policy
          at <ContactEmail />.
        </p>
      </LegalSection>

      <LegalSection heading="What we collect">
        <ul>
          <li>Account details: your username, e-mail address and any message sent with your account request.</li>
          <li>Your content: diary notes, tags, images you upload, and notes you keep on players.</li>
          <li>
            Subscription details: whether your subscription is active and when it ends. Card details are handled by our
            payment provider and never reach us.
          </li>
          <li>Technical data: server logs with IP addresses and times of requests, used to keep the service secure.</li>
        </ul>
      </LegalSection>

      <LegalSection heading="How we use it">
        <p>
          We use your data to run your account and provide the service (performance of our contract with you), to
          protect the service against abuse such as repeated failed logins (our legitimate interest in security), and to
          keep records the law requires (legal obligation). We send e-mail only about your account: approval, password
          resets and subscription matters.
        </p>
      </LegalSection>

      <LegalSection heading="Images you upload">
        <p>
          Images are for your personal reference only. They are stored with your diary, shown only to you, and never
          shared or used for any other purpose.
        </p>
      </LegalSection>

      <LegalSection heading="Who we share it with">
        <p>
          We do not sell your data. We share it only with the providers that run the service for us (hosting, e-mail
          delivery and card payments), under contracts that require them to protect it, or where the law requires us to.
        </p>
      </LegalSection>

      <LegalSection heading="Storage on your device">
        <p>
          The site keeps two items in your browser&apos;s local storage: your login token, so you stay signed in, and
          your light or dark mode choice. We use no advertising or tracking cookies.
        </p>
      </LegalSection>

      <LegalSection heading="How long we keep it">
        <p>
          We keep your account and content while your account exists and delete them within 30 days of its closure,
          except where the law requires us to keep records for longer. Declined account requests are deleted.
        </p>
      </LegalSection>

      <LegalSection heading="Your rights">
        <p>
          Under UK data protection law you may ask for a copy of your data, ask us to correct or delete it, object to or
          restrict how we use it, and ask for it in a portable form. Write to <ContactEmail />. You may also complain to
          the Information Commissioner&apos;s Office (ico.org.uk).
        </p>
      </LegalSection>

      <LegalSection heading="Age">
        <p>Baseline is for adults aged 18 or over. We do not knowingly collect data from anyone under 18.</p>
      </LegalSection>

      <LegalSection heading="Changes and governing law">
        <p>
          We will post any change to this policy here and tell you of significant changes. This policy is governed by
          the law of England and Wales.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
