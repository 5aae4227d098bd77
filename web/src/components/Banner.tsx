import './Banner.css';

/** The notice SPEC section 1 asks for on every page except the splash. */
export function Banner() {
  return (
    <p className="banner" role="note">
      This site is for testing only. Please do not enter real personal or payment details.
    </p>
  );
}
