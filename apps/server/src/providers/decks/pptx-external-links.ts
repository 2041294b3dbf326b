import { XMLParser } from 'fast-xml-parser';
import { defaultZipLimits, PptxArchive, type ZipLimits } from './pptx-archive.ts';

// A presentation can point outside its own file: pictures, media and OLE objects linked rather than
// embedded, charts' external data, hyperlinks. LibreOffice follows such links while it converts a deck
// and draws what it fetched into the slide every learner sees, so the server could be made to fetch any
// address (server-side request forgery). Every part of a PPTX reaches outside through a relationship
// (a `.rels` part); the deck that reaches a converter keeps only the relationships that stay inside it.

const relsParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  processEntities: true,
  htmlEntities: false,
  parseTagValue: false,
  isArray: (name) => name === 'Relationship',
});

/** Relationship types of embedded documents (OLE objects, packages such as a chart's workbook). */
const embeddedDocument = /\/(oleObject|package)$/;
/** A target with a scheme (http:, file:, smb:, mailto:…), a network path (//host, \\host) or a backslash. */
const outsideTarget = /^[a-z][a-z0-9+.-]*:|^\/\/|\\/i;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Relationship {
  Id?: unknown;
  Type?: unknown;
  Target?: unknown;
  TargetMode?: unknown;
}

/**
 * A `.rels` part written anew with only the relationships that point inside the package: nothing of the
 * original markup reaches the converter, so no trick of XML (odd quoting, prefixes, entities) can keep an
 * external target. A part that does not parse keeps no relationship. A part whose every relationship stays
 * inside, with no declaration or character reference to read differently, is left as it is.
 */
export function internalRelationships(relsXml: string, options: { keepEmbedded: boolean }): string {
  return writeRelationships(readRelationships(relsXml, options).kept);
}

/** The part's relationships, those kept, and whether it needs writing anew for the converter. */
function readRelationships(relsXml: string, options: { keepEmbedded: boolean }) {
  let relationships: Relationship[] = [];
  let parsed = true;
  try {
    const root = relsParser.parse(relsXml) as { Relationships?: { Relationship?: Relationship[] } };
    relationships = root.Relationships?.Relationship ?? [];
  } catch {
    parsed = false;
  }
  const kept = relationships.filter(({ Id, Type, Target, TargetMode }) => {
    if (typeof Id !== 'string' || typeof Type !== 'string' || typeof Target !== 'string') return false;
    if (TargetMode !== undefined && TargetMode !== 'Internal') return false;
    if (outsideTarget.test(Target.trim())) return false;
    return options.keepEmbedded || !embeddedDocument.test(Type);
  });
  // A declaration (`<!`) or a character reference (`&#`) is where another XML parser could read what this one
  // did not; a part with either is written anew even when nothing was dropped.
  const rewrite = !parsed || kept.length !== relationships.length || /<!|&#/.test(relsXml);
  return { kept, rewrite };
}

function writeRelationships(kept: Relationship[]): string {
  const lines = kept.map(
    (r) => `<Relationship Id="${escapeAttribute(String(r.Id))}" Type="${escapeAttribute(String(r.Type))}" Target="${escapeAttribute(String(r.Target))}"/>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${lines.join('')}</Relationships>`,
  ].join('\n');
}

/** `r:link` (a linked, not embedded, picture or media file) under any prefix; namespace declarations stay. */
const linkAttribute = /\s(?!xmlns:)[\w.-]+:link\s*=\s*(?:"[^"]*"|'[^']*')/g;
/** An SVG picture's references to anything but itself (`#id`) or inline data: `href`, CSS `url()` and `@import`. */
const svgOutsideReferences = [
  /\s(?:[\w.-]+:)?href\s*=\s*(?:"(?!\s*(?:#|data:))[^"]*"|'(?!\s*(?:#|data:))[^']*')/gi,
  /url\(\s*(?!['"]?\s*(?:#|data:))[^)]*\)/gi,
  /@import[^;]*;?/gi,
];
/** A document type without an internal subset, as older SVG exports write it (naming the W3C's DTD). */
const plainDoctype = /<!DOCTYPE[^[>]*>/gi;

/** The part's text with what points outside the deck removed. */
function contained(name: string, text: string): string {
  let out = text.replace(linkAttribute, '');
  if (/\.svg$/i.test(name)) out = svgOutsideReferences.reduce((svg, reference) => svg.replace(reference, ''), out.replace(plainDoctype, ''));
  // Office documents never declare a DTD (ECMA-376 Part 2); one with entities could make a parser read another
  // file into a slide, so the deck goes to no converter at all (its slides are drawn from their text).
  if (/<!(DOCTYPE|ENTITY)/i.test(out)) throw new Error(`The presentation declares XML entities (${name}); LibreOffice is not given it.`);
  return out;
}

/**
 * The deck a converter may see: every `.rels` part keeps only its internal relationships, every `r:link`
 * attribute is removed, SVG pictures keep only references to themselves, and a deck declaring XML entities
 * is refused. `keepEmbedded: false` also drops embedded documents (LibreOffice then draws their preview
 * pictures): the choice where the converter cannot be run without network, since an embedded workbook or
 * document may hold links of its own.
 */
export async function withoutExternalLinks(
  file: Buffer,
  options: { keepEmbedded: boolean; zipLimits?: ZipLimits },
): Promise<Buffer> {
  const archive = await PptxArchive.open(file, options.zipLimits ?? defaultZipLimits);
  const replaced = new Map<string, string>();
  for (const name of archive.partNames()) {
    if (/\.rels$/i.test(name)) {
      const { kept, rewrite } = readRelationships((await archive.readText(name)) ?? '', options);
      if (rewrite) replaced.set(name, writeRelationships(kept));
    } else if (/\.(xml|vml|svg)$/i.test(name)) {
      const text = (await archive.readText(name)) ?? '';
      const kept = contained(name, text);
      if (kept !== text) replaced.set(name, kept);
    }
  }
  // Most decks link nothing outside: they reach the converter as they are, without paying for a new zip.
  return replaced.size === 0 ? file : archive.withParts(replaced);
}
