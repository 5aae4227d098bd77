import { describe, expect, it } from 'vitest';
import { deletionProblem } from './deletionConfirmation';

describe('deletionProblem', () => {
  it('lets the form go only with DELETE typed, spaces around it ignored', () => {
    expect(deletionProblem('DELETE')).toBeUndefined();
    expect(deletionProblem('  DELETE ')).toBeUndefined();
  });

  it('refuses anything else with a sentence saying what to type', () => {
    for (const typed of ['', 'delete', 'DELET', 'DELETE ME']) {
      expect(deletionProblem(typed)).toBe('Type DELETE in capitals to confirm that you want your account deleted.');
    }
  });
});
