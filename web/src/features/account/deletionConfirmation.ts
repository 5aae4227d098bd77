/** What the member types to confirm, so that no stray click or autofill erases an account. */
export const CONFIRMATION_WORD = 'DELETE';

/** Why the form may not be sent yet, or undefined when it may. */
export function deletionProblem(confirmation: string): string | undefined {
  return confirmation.trim() === CONFIRMATION_WORD
    ? undefined
    : `Type ${CONFIRMATION_WORD} in capitals to confirm that you want your account deleted.`;
}
