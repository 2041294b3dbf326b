import type { DeckType } from '../../ports/deck-reader.ts';
import { listZipEntryNames } from './zip-directory.ts';

/**
 * The deck type from the bytes, never from the name: a PDF starts with "%PDF-" (allowing a little junk
 * before it, as readers do); a PPTX is a zip holding [Content_Types].xml and ppt/presentation.xml.
 */
export function detectDeckType(file: Buffer): DeckType | null {
  const head = file.subarray(0, 1024).toString('latin1');
  if (head.includes('%PDF-')) return 'pdf';
  if (file.length >= 4 && file.readUInt32LE(0) === 0x04034b50) {
    const names = listZipEntryNames(file);
    if (names && names.has('[Content_Types].xml') && names.has('ppt/presentation.xml')) return 'pptx';
  }
  return null;
}
