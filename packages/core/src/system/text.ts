import { z } from 'zod';

// Every text field of every request goes through here: bounded, and refused when it holds a NUL byte
// or half of a surrogate pair (the database cannot store either, so they used to answer 500).

export const textLimits = { name: 200, email: 320, password: 1024, token: 512, long: 5000 } as const;

export const textMessages = {
  invalidCharacters: 'Contains characters that are not allowed',
  tooLong: (max: number) => `Must be at most ${max} characters`,
} as const;

// With the u flag, \p{Cs} matches only a surrogate that is not part of a pair.
const storableText = /^[^\0\p{Cs}]*$/u;

/** A string of at most `max` characters that the database can store. Chain trim/min/etc. on it. */
export function text(max: number = textLimits.name) {
  return z.string().max(max, textMessages.tooLong(max)).regex(storableText, textMessages.invalidCharacters);
}

/** True when a string can be stored as text (no NUL, no lone surrogate). */
export const isStorableText = (value: string) => storableText.test(value);

/** An e-mail address as stored: trimmed, lower-cased, bounded and valid. */
export function emailText(message = 'Invalid email address') {
  return text(textLimits.email).trim().toLowerCase().pipe(z.email(message));
}
