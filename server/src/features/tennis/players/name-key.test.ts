import { describe, expect, it } from 'vitest';
import { foldedWords } from '../../../lib/folded-words.js';
import { nameKeyOf } from './name-key.js';

describe('name keys', () => {
  it('folds accents and case, and spells the letters that do not decompose', () => {
    expect(nameKeyOf('Novak', 'Đoković')).toBe('novak dokovic');
    expect(nameKeyOf('Mikołaj', 'Wrzesiński')).toBe('mikolaj wrzesinski');
    expect(nameKeyOf('Søren', 'Straße')).toBe('soren strasse');
    expect(nameKeyOf('Ondřej', 'Šťastný')).toBe('ondrej stastny');
    expect(nameKeyOf('Kerem', 'Sarıgül')).toBe('kerem sarigul');
  });

  it('splits on anything that is not a letter or a digit', () => {
    expect(nameKeyOf('Seán', "O'Driscoll")).toBe('sean o driscoll');
    expect(nameKeyOf('Eitan', 'Ben-Haim')).toBe('eitan ben haim');
    expect(foldedWords('  NOVAK   djo ')).toEqual(['novak', 'djo']);
    expect(foldedWords('%_')).toEqual([]);
  });
});
