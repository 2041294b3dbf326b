import { it } from 'vitest';
import { findSoffice } from '../providers/decks/soffice.ts';

/** LibreOffice for the tests that render PPTX slides with it (SOFFICE_PATH or soffice on the PATH). */
export const testSoffice = findSoffice(process.env.SOFFICE_PATH);

/**
 * A test that needs LibreOffice: skipped on a machine without it (`npm test` says so in one line and how to
 * install it), but never under CI=true, where a missing LibreOffice fails the test instead.
 */
export const itWithLibreOffice = it.skipIf(!testSoffice && !process.env.CI);
