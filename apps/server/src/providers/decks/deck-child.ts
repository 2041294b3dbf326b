// The deck engines' own process: pdf.js, LibreOffice's PDF, jszip and the canvas run here, never on the
// server's event loop. The parent (deck-process.ts) bounds this process's memory and time and kills it
// when a deck goes past them. One process per opened deck; it answers one request at a time.
import type { DeckType, OpenedDeck } from '../../modules/ingest/ingest-engines.ts';
import { isDeckError } from './deck-error.ts';
import { inspectPdf, openPdfDeck } from './pdf-deck.ts';
import { inspectPptx, openPptxDeck } from './pptx-deck.ts';

export type DeckRequest =
  | { id: number; op: 'inspect'; file: Uint8Array; type: DeckType }
  | { id: number; op: 'open'; file: Uint8Array; type: DeckType; workDir: string; soffice: string | null }
  | { id: number; op: 'render'; number: number };

export type DeckReply =
  | { ready: true }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; message: string; deckError: boolean }
  | { warning: string };

let deck: OpenedDeck | null = null;

async function answer(request: DeckRequest): Promise<unknown> {
  if (request.op === 'inspect') {
    const file = Buffer.from(request.file);
    return request.type === 'pdf' ? inspectPdf(file) : inspectPptx(file);
  }
  if (request.op === 'open') {
    const file = Buffer.from(request.file);
    deck =
      request.type === 'pdf'
        ? await openPdfDeck(file)
        : await openPptxDeck(file, {
            workDir: request.workDir,
            soffice: request.soffice,
            onConversionError: (error) => process.send?.({ warning: (error as Error).message } satisfies DeckReply),
          });
    return { slideCount: deck.slideCount, rendering: deck.rendering, slides: deck.slides() };
  }
  if (!deck) throw new Error('No deck is open.');
  const image = await deck.renderSlide(request.number);
  return { ...image, rendering: deck.rendering };
}

process.on('message', (request: DeckRequest) => {
  answer(request).then(
    (value) => process.send?.({ id: request.id, ok: true, value } satisfies DeckReply),
    (error: unknown) => {
      const message = (error as Error).message ?? String(error);
      process.send?.({ id: request.id, ok: false, message, deckError: isDeckError(error) } satisfies DeckReply);
    },
  );
});
// The server going away closes the IPC channel: leave with it.
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true } satisfies DeckReply);
