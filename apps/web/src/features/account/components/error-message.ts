/** A failure's own message when it has one, else the fallback the screen gives. */
export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
