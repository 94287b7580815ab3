import { randomInt } from 'node:crypto';

const DIGITS = 20;

/** A letter and 20 random digits: readable, and unguessable since a pay number opens the sandbox page. */
function reference(letter: 'P' | 'R'): string {
  let digits = '';
  for (let i = 0; i < DIGITS; i++) digits += String(randomInt(10));
  return `${letter}${digits}`;
}

export const newPayNumber = () => reference('P');
export const newRefundNumber = () => reference('R');
