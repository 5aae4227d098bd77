import { createRequire } from 'node:module';
import type * as ZxcvbnCore from '@zxcvbn-ts/core';
import type * as CommonLanguage from '@zxcvbn-ts/language-common';

/**
 * zxcvbn's score runs from 0 to 4; 0 and 1 mean under a million guesses, which the leaked argon2id hash of a
 * Baseline account gives up within hours on one core. So 2 (under a hundred million) is the least accepted:
 * the length rule and the common list stay the first checks, this one refuses the patterns they let through
 * (`aaaaaaaa`, eight spaces, `abcdefgh`, keyboard rows, a common word with a year), while passphrases of a
 * few ordinary words score 3 or 4.
 */
export const MIN_PASSWORD_SCORE = 2;

/**
 * zxcvbn's matching grows steeply with length and l33t substitutions (by default a long repeated l33t word
 * blocks every other request for a noticeable while). It weighs the first 64 characters, with at most
 * 20 substitutions tried: a prefix that strong makes the whole password at least as strong.
 */
export const STRENGTH_CHECKED_LENGTH = 64;
const L33T_SUBSTITUTIONS_TRIED = 20;

/** Words about this product, which an attacker tries first on its accounts: weighed as a dictionary. */
const PRODUCT_WORDS = ['baseline', 'tennis'];

let checker: ZxcvbnCore.ZxcvbnFactory | undefined;

/**
 * zxcvbn with the common-language dictionaries (leaked passwords, diceware words) and the English wording of
 * its advice, but not the English word lists, which would hold many times the memory for a check made only
 * when a password is set. Built on first use, once, rather than at start-up; require keeps the
 * policy check synchronous for its callers.
 */
function strengthChecker(): ZxcvbnCore.ZxcvbnFactory {
  if (!checker) {
    const require = createRequire(import.meta.url);
    const { ZxcvbnFactory } = require('@zxcvbn-ts/core') as typeof ZxcvbnCore;
    const { dictionary, adjacencyGraphs } = require('@zxcvbn-ts/language-common') as typeof CommonLanguage;
    const translations = require('@zxcvbn-ts/language-en/dist/translations.cjs') as ZxcvbnCore.TranslationKeys;
    checker = new ZxcvbnFactory({
      dictionary,
      graphs: adjacencyGraphs,
      translations,
      maxLength: STRENGTH_CHECKED_LENGTH,
      l33tMaxSubstitutions: L33T_SUBSTITUTIONS_TRIED,
    });
  }
  return checker;
}

/** Why the password is too easy to guess, with zxcvbn's advice, or undefined when it is strong enough. */
export function weakPasswordReason(password: string): string | undefined {
  const { score, feedback } = strengthChecker().check(password, PRODUCT_WORDS);
  if (score >= MIN_PASSWORD_SCORE) return undefined;
  const advice = feedback.suggestions.join(' ');
  return feedback.warning
    ? `This password is too easy to guess: ${feedback.warning} ${advice}`.trimEnd()
    : `This password is too easy to guess. ${advice}`.trimEnd();
}
