/** The consent sentence; both documents open in a new tab so the half-filled form stays put. */
export function TermsConsentLabel() {
  return (
    <>
      I am 18 or older and agree to the{' '}
      <a href="/terms" target="_blank" rel="noopener noreferrer">
        Terms and Conditions
      </a>{' '}
      and the{' '}
      <a href="/privacy" target="_blank" rel="noopener noreferrer">
        Privacy Policy
      </a>
      .
    </>
  );
}
