import http from 'node:http';
import type { AddressInfo } from 'node:net';
import JSZip from 'jszip';
import { makePptx, sampleSlides } from './deck-fixtures.ts';

// Decks that point outside their own file, and a listener on 127.0.0.1 that tells whether anything followed
// their links: what a converter must never do (server-side request forgery).

const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
/** A 1 x 1 red PNG: what the listener answers, so a fetched picture would be drawn. */
const redPixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

export interface Listener {
  url: string;
  /** The paths requested so far. */
  requests: string[];
  close(): Promise<void>;
}

export async function listenOnLoopback(): Promise<Listener> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'image/png' }).end(redPixel);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const picture = (id: number, blip: string) =>
  `<p:pic><p:nvPicPr><p:cNvPr id="${id}" name="Linked picture ${id}"/><p:cNvPicPr/><p:nvPr/></p:nvPicPr><p:blipFill>${blip}<a:stretch><a:fillRect/></a:stretch></p:blipFill><p:spPr><a:xfrm><a:off x="457200" y="3000000"/><a:ext cx="1828800" cy="1828800"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>`;

/**
 * The fixture deck (makePptx, one slide) whose slide shows pictures linked to `base` (a plain external
 * image relationship, one with the attributes in another order and single quotes) and links a word to it.
 */
export async function makeLinkedPptx(base: string): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await makePptx(sampleSlides(1)));
  const slidePart = 'ppt/slides/slide1.xml';
  const relsPart = 'ppt/slides/_rels/slide1.xml.rels';
  const slide = (await zip.file(slidePart)!.async('string'))
    .replace('<a:t>Know which data', '<a:t>Know which data</a:t></a:r><a:r><a:rPr lang="en-US"><a:hlinkClick r:id="rId93"/></a:rPr><a:t> (policy)')
    .replace('</p:spTree>', `${picture(20, '<a:blip r:link="rId91"/>')}${picture(21, '<a:blip r:link="rId92"/>')}</p:spTree>`);
  const rels = (await zip.file(relsPart)!.async('string')).replace(
    '</Relationships>',
    `<Relationship Id="rId91" Type="${rel}/image" Target="${base}/linked-picture.png" TargetMode="External"/>` +
      `<Relationship TargetMode='External' Target='${base}/second-picture.png' Type='${rel}/image' Id='rId92'/>` +
      `<Relationship Id="rId93" Type="${rel}/hyperlink" Target="${base}/policy" TargetMode="External"/></Relationships>`,
  );
  zip.file(slidePart, slide);
  zip.file(relsPart, rels);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
