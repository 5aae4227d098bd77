import { ContactEmail } from './components/ContactEmail';
import { LegalDocument, LegalSection } from './components/LegalDocument';

export function TermsPage() {
  return (
    <LegalDocument title="Terms and Conditions">
      <LegalSection heading="About these terms">
        <p>
          These terms govern your use of Baseline, a subscription service for keeping a dated diary of notes and
          following professional tennis tournament draws with private notes on players. By requesting an account or
          using the service you agree to them. If you do not agree, please do not use Baseline.
        </p>
      </LegalSection>

      <LegalSection heading="Who may use Baseline">
        <p>
          You must be at least 18 years old to register for or use Baseline. By registering you confirm that you are 18
          or older. We may close an account if we learn that its holder is under 18.
        </p>
      </LegalSection>

      <LegalSection heading="Your account">
        <p>
          Accounts are created on request and approved by an administrator; we may decline a request without giving a
          reason. Keep your password to yourself and tell us at once if you think someone else has used your account.
          You are responsible for what happens under your account.
        </p>
      </LegalSection>

      <LegalSection heading="Subscriptions">
        <p>
          The diary and the tennis views are available to members with an active subscription, paid by card through our
          payment provider. You may cancel at any time; your subscription then stays active until the end of the period
          you have paid for and is not renewed.
        </p>
      </LegalSection>

      <LegalSection heading="Your notes and images">
        <p>Your notes remain yours. You give us only the permission we need to store them and show them back to you.</p>
        <p>
          Images you upload are for your personal reference only. Upload only images you are entitled to use, do not use
          Baseline to publish or share them, and do not upload anything unlawful, harmful or that infringes another
          person&apos;s rights.
        </p>
      </LegalSection>

      <LegalSection heading="Copyright and takedown">
        <p>
          We respect the rights of creators. If you believe material stored on Baseline infringes your copyright, send a
          written notice to <ContactEmail /> that includes:
        </p>
        <ul>
          <li>your name and contact details;</li>
          <li>a description of the work you say is infringed;</li>
          <li>enough information for us to find the material;</li>
          <li>a statement that you believe in good faith that its use is not authorised; and</li>
          <li>
            a statement that the information in your notice is accurate and that you own the rights or may act for the
            owner.
          </li>
        </ul>
        <p>We will review every complete notice promptly and remove or disable material where appropriate.</p>
      </LegalSection>

      <LegalSection heading="Acceptable use">
        <p>
          Do not try to reach accounts or data that are not yours, interfere with the service or its security, or use
          automated means to extract tournament information from Baseline. Tournament data is shown for your personal
          use and remains the property of its owners.
        </p>
      </LegalSection>

      <LegalSection heading="Availability">
        <p>
          Baseline is currently in a trial phase. We aim to keep it available but do not promise that it will be
          uninterrupted or free of errors, and data entered during testing may be reset. Please keep your own copy of
          anything important.
        </p>
      </LegalSection>

      <LegalSection heading="Our liability">
        <p>
          Nothing in these terms limits liability that cannot be limited by law, including for death or personal injury
          caused by negligence, or for fraud. Otherwise we are not liable for indirect or unforeseeable loss, and our
          total liability to you is limited to the subscription fees you paid in the twelve months before the claim.
          Your statutory rights as a consumer are not affected.
        </p>
      </LegalSection>

      <LegalSection heading="Changes to these terms">
        <p>
          We may update these terms. When we make a significant change we will tell you before it takes effect; if you
          keep using Baseline afterwards, the new terms apply.
        </p>
      </LegalSection>

      <LegalSection heading="Governing law">
        <p>
          These terms are governed by the law of England and Wales, and the courts of England and Wales have
          jurisdiction over any dispute. If you live in Scotland or Northern Ireland you may also bring proceedings in
          your local courts.
        </p>
      </LegalSection>

      <LegalSection heading="Contact">
        <p>
          Questions about these terms, and copyright notices, can be sent to <ContactEmail />.
        </p>
      </LegalSection>
    </LegalDocument>
  );
}
