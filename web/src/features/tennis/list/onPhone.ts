/** The width the stylesheets treat as a phone's (`@media (max-width: 480px)`). */
export const PHONE_MEDIA = '(max-width: 480px)';

/** Whether the screen is a phone's now; false where media queries are not known (tests without a window size). */
export function onPhone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_MEDIA).matches;
}
