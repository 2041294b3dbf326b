import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLinkingPdf } from '../../test/hostile-decks.ts';
import { itWithLibreOffice, testSoffice } from '../../test/libreoffice.ts';
import { type Listener, listenOnLoopback, makeLinkedPptx } from '../../test/linked-decks.ts';
import { findProgram } from '../find-program.ts';
import { networkIsolation, sandboxedCommand } from './converter-sandbox.ts';
import { DeckReaders } from './deck-process.ts';
import { PptxArchive } from './pptx-archive.ts';
import { internalRelationships, withoutExternalLinks } from './pptx-external-links.ts';
import { readPptxSlides } from './pptx-text.ts';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'complyra-deck-links-'));
const readers = new DeckReaders();
let listener: Listener;
beforeAll(async () => {
  listener = await listenOnLoopback();
});
afterAll(async () => {
  readers.close();
  await listener.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const relsOf = (...relationships: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships.join('')}</Relationships>`;

/** Every part of a zip as text, by name. */
async function partsOf(zipFile: Buffer): Promise<Record<string, string>> {
  const zip = await JSZip.loadAsync(zipFile);
  const parts: Record<string, string> = {};
  for (const entry of Object.values(zip.files)) if (!entry.dir) parts[entry.name] = await entry.async('string');
  return parts;
}

describe('external links never reach a converter', () => {
  it('keeps only the relationships inside the package, however the markup is written', () => {
    const rels = relsOf(
      `<Relationship Id="rId1" Type="${rel}/image" Target="../media/image1.png"/>`,
      `<Relationship Id="rId2" Type="${rel}/image" Target="http://127.0.0.1:9/a.png" TargetMode="External"/>`,
      `<Relationship TargetMode='External' Note=">" Target='http://127.0.0.1:9/b.png' Type='${rel}/image' Id='rId3'/>`,
      `<pr:Relationship xmlns:pr="http://schemas.openxmlformats.org/package/2006/relationships" Id="rId4" Type="${rel}/image" Target="file:///etc/passwd"/>`,
      `<Relationship Id="rId5" Type="${rel}/image" Target="//host/share/c.png" TargetMode="Internal"/>`,
      `<Relationship Id="rId6" Type="${rel}/image" Target="\\\\host\\share\\d.png"/>`,
      `<Relationship Id="rId7" Type="${rel}/oleObject" Target="../embeddings/oleObject1.bin"/>`,
      `<Relationship Id="rId8" Type="${rel}/hyperlink" Target="https://example.org/?a=1&amp;b=&quot;2&quot;" TargetMode="external"/>`,
      `<Relationship Id="rId9" Type="${rel}/slide" Target="slides/slide&amp;1.xml"/>`,
    );
    const header = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">';
    const image = `<Relationship Id="rId1" Type="${rel}/image" Target="../media/image1.png"/>`;
    const embedded = `<Relationship Id="rId7" Type="${rel}/oleObject" Target="../embeddings/oleObject1.bin"/>`;
    const slide = `<Relationship Id="rId9" Type="${rel}/slide" Target="slides/slide&amp;1.xml"/>`;
    expect(internalRelationships(rels, { keepEmbedded: true })).toBe(`${header}${image}${embedded}${slide}</Relationships>`);
    // Without a network namespace embedded documents go too: LibreOffice draws their preview pictures.
    expect(internalRelationships(rels, { keepEmbedded: false })).toBe(`${header}${image}${slide}</Relationships>`);
    expect(internalRelationships('<Relationships><Relationship', { keepEmbedded: true })).toBe(`${header}</Relationships>`);
  });

  it('passes a deck that links nothing outside through as it is, and writes anew a part with a character reference', async () => {
    const zip = new JSZip();
    zip.file('_rels/.rels', relsOf(`<Relationship Id="rId1" Type="${rel}/officeDocument" Target="ppt/presentation.xml"/>`));
    zip.file('[Content_Types].xml', '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
    zip.file('ppt/presentation.xml', '<p:presentation xmlns:p="p"/>');
    const clean = await zip.generateAsync({ type: 'nodebuffer' });
    expect(await withoutExternalLinks(clean, { keepEmbedded: true })).toBe(clean);

    // `&#69;xternal` reads as External to another parser: the part is written anew, keeping only what stays inside.
    zip.file('ppt/slides/_rels/slide1.xml.rels', relsOf(`<Relationship Id="rId2" Type="${rel}/image" Target="../media/a.png" TargetMode="&#69;xternal"/>`));
    const referenced = await withoutExternalLinks(await zip.generateAsync({ type: 'nodebuffer' }), { keepEmbedded: true });
    expect((await partsOf(referenced))['ppt/slides/_rels/slide1.xml.rels']).not.toContain('&#');
  });

  it('removes every link outside the deck and keeps its text', async () => {
    const linked = await makeLinkedPptx(listener.url);
    const contained = await withoutExternalLinks(linked, { keepEmbedded: true });
    const parts = await partsOf(contained);
    expect(Object.keys(parts).sort()).toEqual(Object.keys(await partsOf(linked)).sort());
    for (const [name, text] of Object.entries(parts)) {
      expect(text, name).not.toContain('127.0.0.1');
      expect(text, name).not.toMatch(/External|:link=/);
    }
    expect(parts['ppt/slides/slide1.xml']).toContain('<a:blip/>');
    const before = await readPptxSlides(await PptxArchive.open(linked));
    expect(await readPptxSlides(await PptxArchive.open(contained))).toEqual(before);
    expect(before[0]!.text.split('\n')[0]).toBe('Know which data (policy) is confidential');
  });

  it('keeps an SVG picture\'s references to itself only, and gives no converter a deck that declares entities', async () => {
    const zip = await JSZip.loadAsync(await makeLinkedPptx(listener.url));
    zip.file(
      'ppt/media/image9.svg',
      '<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">' +
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><style>@import "http://127.0.0.1:9/a.css";</style>' +
        '<image href="http://127.0.0.1:9/b.png"/><image xlink:href=\'file:///srv/data/c.png\'/><image href="data:image/png;base64,AAAA"/>' +
        '<use xlink:href="#shape"/><rect style="fill:url(http://127.0.0.1:9/d.svg#p)" stroke="url(#gradient)"/></svg>',
    );
    const svg = (await partsOf(await withoutExternalLinks(await zip.generateAsync({ type: 'nodebuffer' }), { keepEmbedded: true })))['ppt/media/image9.svg'];
    expect(svg).toBe(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><style></style>' +
        '<image/><image/><image href="data:image/png;base64,AAAA"/>' +
        '<use xlink:href="#shape"/><rect style="fill:" stroke="url(#gradient)"/></svg>',
    );
    const slide = await zip.file('ppt/slides/slide1.xml')!.async('string');
    zip.file('ppt/slides/slide1.xml', slide.replace('<p:sld ', '<!DOCTYPE p:sld [<!ENTITY secret SYSTEM "file:///etc/hostname">]><p:sld '));
    await expect(withoutExternalLinks(await zip.generateAsync({ type: 'nodebuffer' }), { keepEmbedded: true })).rejects.toThrow(
      'The presentation declares XML entities (ppt/slides/slide1.xml); LibreOffice is not given it.',
    );
  });

  itWithLibreOffice('LibreOffice fetches nothing for a deck without its external links, even with network', async () => {
    const folder = fs.mkdtempSync(path.join(workDir, 'plain-'));
    fs.writeFileSync(path.join(folder, 'deck.pptx'), await withoutExternalLinks(await makeLinkedPptx(listener.url), { keepEmbedded: false }));
    const profile = pathToFileURL(path.join(folder, 'profile')).href;
    await new Promise<void>((resolve, reject) =>
      execFile(testSoffice!, [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', folder, path.join(folder, 'deck.pptx')], (error) =>
        error ? reject(error) : resolve(),
      ),
    );
    expect(fs.existsSync(path.join(folder, 'deck.pdf'))).toBe(true);
    expect(listener.requests).toEqual([]);
  }, 120_000);

  it('runs converters where no address can be reached, not even this machine', async () => {
    expect(networkIsolation(), 'unshare --net must work here (root, or unprivileged user namespaces)').not.toBeNull();
    const { port } = new URL(listener.url);
    const connect = `require('node:net').connect(${port}, '127.0.0.1').on('connect', () => console.log('reached')).on('error', (e) => console.log('refused', e.code))`;
    const { command, args } = sandboxedCommand(process.execPath, ['-e', connect], { cpuSeconds: 10, memoryMb: 16384 });
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await new Promise((resolve) => child.on('close', resolve));
    expect(out.trim()).toBe('refused ENETUNREACH');
    expect(listener.requests).toEqual([]);
  }, 30_000);

  itWithLibreOffice('a PPTX whose pictures link to a local listener is converted and drawn without a request', async () => {
    const pdftoppm = findProgram('pdftoppm', undefined);
    const deck = await readers.open(await makeLinkedPptx(listener.url), 'pptx', { workDir, soffice: testSoffice, pdftoppm });
    expect(await deck.renderSlide(1)).toMatchObject({ mimeType: 'image/jpeg', width: 1280, height: 720 });
    expect(deck.rendering).toBe('libreoffice');
    await deck.close();
    expect(listener.requests).toEqual([]);
  }, 120_000);

  it('a PDF that links outside (external stream, link, open action) is read and drawn without a request', async () => {
    const pdftoppm = findProgram('pdftoppm', undefined);
    for (const drawer of [pdftoppm, null]) {
      const deck = await readers.open(makeLinkingPdf(listener.url), 'pdf', { workDir, soffice: null, pdftoppm: drawer });
      expect(deck.slides()[0]!.title).toBe('Linked page');
      expect(await deck.renderSlide(1)).toMatchObject({ mimeType: 'image/jpeg', width: 1280, height: 720 });
      await deck.close();
    }
    expect(listener.requests).toEqual([]);
  }, 60_000);
});
