import { ApiError } from './api-client';
import { endSession, getToken } from './session';

/** The file name the server gave (Content-Disposition), else the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  return response.headers.get('Content-Disposition')?.match(/filename="([^"]+)"/)?.[1] ?? fallback;
}

/**
 * Downloads a CSV export with the session's bearer token and saves it as the server named it. Read as a Blob,
 * not as text: text() would drop the byte-order mark that makes Excel read the file as UTF-8.
 */
export async function downloadCsv(path: string, fallbackName: string, errorMessage: string): Promise<void> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(errorMessage, 0, null);
  }
  if (response.status === 401 && token) endSession(token);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(body?.message ?? errorMessage, response.status, body);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
