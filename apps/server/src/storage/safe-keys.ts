// The storage implementations' shared key rules; the FileStorage interface is a port (ports/file-storage.ts).

/** Keys are relative paths made by the product; refuse anything that could step outside. */
export function assertSafeKey(key: string): void {
  if (!/^[\w.-]+(\/[\w.-]+)*$/.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

/** True when a key could not have been made by the product (checked before any read). */
export function isSafeKey(key: string): boolean {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
}
