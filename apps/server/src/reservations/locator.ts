import { randomInt } from 'node:crypto';
import { LOCATOR_ALPHABET, LOCATOR_LENGTH } from '@vo/domain';

/** A new random locator (DESIGN.md section 7b): 6 characters without look-alikes, about 2.4 × 10⁸ of them. */
export const newLocator = (): string =>
  Array.from({ length: LOCATOR_LENGTH }, () => LOCATOR_ALPHABET[randomInt(LOCATOR_ALPHABET.length)]).join('');
