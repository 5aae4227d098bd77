/** Redirect delays of SPEC section 9. */
export const REDIRECT_DELAY_MS = {
  afterRegistration: 100,
  standard: 1500,
} as const;
