// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queriesTo } from '../../../testing/paged-answer';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { EvidencePackCard } from './evidence-pack-card';

const tenantId = '11111111-1111-4111-8111-111111111111';
const fetchMock = vi.fn(async (_input: RequestInfo | URL) =>
  new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
    headers: { 'Content-Type': 'application/zip', 'Content-Disposition': 'attachment; filename="evidence-2026-01-01-to-2026-03-31.zip"' },
  }));
const saved: { name: string; bytes: number[] }[] = [];

beforeEach(() => {
  fetchMock.mockClear();
  saved.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  const blobs = new Map<string, Blob>();
  vi.stubGlobal('URL', Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.set('blob:1', blob);
      return 'blob:1';
    },
    revokeObjectURL: () => {},
  }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const record = (buffer: ArrayBuffer) => saved.push({ name: this.download, bytes: [...new Uint8Array(buffer)] });
    void blobs.get(this.href)?.arrayBuffer().then(record);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('EvidencePackCard', () => {
  it('downloads the ZIP the server streams for the chosen dates, named as the server names it', async () => {
    renderWithProviders(<EvidencePackCard tenantId={tenantId} />);
    expect(screen.getByText('Evidence pack')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download evidence pack' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(queriesTo(fetchMock, '/api/admin/evidence-pack').map(String)).toEqual([`tenantId=${tenantId}&from=2026-01-01&to=2026-03-31`]);
    expect(saved[0]).toEqual({ name: 'evidence-2026-01-01-to-2026-03-31.zip', bytes: [0x50, 0x4b, 0x03, 0x04] });
  });

  it('asks for the last twelve months by default', () => {
    renderWithProviders(<EvidencePackCard tenantId={tenantId} />);
    const today = new Date().toISOString().slice(0, 10);
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe(today);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(`${Number(today.slice(0, 4)) - 1}${today.slice(4)}`);
  });

  it('refuses a range that ends before it starts, without asking the server', () => {
    renderWithProviders(<EvidencePackCard tenantId={tenantId} />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } });
    expect(screen.getByRole('alert').textContent).toBe('The start of the range must not be after its end');
    const button = screen.getByRole('button', { name: 'Download evidence pack' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
