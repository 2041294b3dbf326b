/** A problem with the uploaded file itself (corrupt, encrypted, not a presentation): retrying cannot help. */
export class DeckError extends Error {
  readonly isDeckError = true;
}

export const isDeckError = (error: unknown): error is Error =>
  error instanceof DeckError || (error instanceof Error && (error as { isDeckError?: unknown }).isDeckError === true);
