/**
 * True while the app starts over HTML the server already holds (the prerendered landing page): its first render
 * must match that HTML, so values the browser alone knows (the stored theme) are read after it.
 */
export function startsOverServerHtml(): boolean {
  return typeof document !== 'undefined' && Boolean(document.getElementById('root')?.firstElementChild);
}
