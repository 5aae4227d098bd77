import { foldedWords } from '../../../lib/folded-words.js';

/** The stored key of a player's name: "novak dokovic". */
export function nameKeyOf(firstName: string, lastName: string): string {
  return foldedWords(`${firstName} ${lastName}`).join(' ');
}
