/** A hosted or local AI service failed: HTTP error, time-out or an answer in the wrong shape. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'http' | 'timeout' | 'malformed' | 'network',
    readonly status?: number,
  ) {
    super(message);
  }
}
