import v8 from 'node:v8';
import vm from 'node:vm';

// The canvases pdf.js draws a page on (and the scratch canvases of its masks and groups) hold their pixels in
// native memory that the JavaScript heap does not see: V8 feels no pressure to collect them, so after a few
// pages drawn in a row the deck process can hold hundreds of megabytes of dead canvases and pass its memory
// limit on a modest deck, or not, depending on when the collector happened to run. The deck process collects
// them after each page it draws in full, so its memory stays that of one page.

let collect: (() => void) | null | undefined;

/** Collects garbage now, in a process started without --expose-gc (the flag is set for this call only). */
export function releaseMemory(): void {
  if (collect === undefined) {
    try {
      v8.setFlagsFromString('--expose-gc');
      collect = vm.runInNewContext('gc') as () => void;
    } catch {
      collect = null;
    }
  }
  collect?.();
}
