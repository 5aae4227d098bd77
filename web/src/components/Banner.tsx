import './Banner.css';

/**
 * The notice SPEC section 1 asks for on every page except the splash. It stands in a landmark of its own, so a
 * screen reader's list of landmarks reaches it and nothing on the page lies outside one.
 */
export function Banner() {
  return (
    <aside className="banner" aria-label="Testing notice">
      <p role="note">This site is for testing only. Please do not enter real personal or payment details.</p>
    </aside>
  );
}
