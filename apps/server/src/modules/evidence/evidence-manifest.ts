/** What `manifest.json` says: every other file of the pack with its SHA-256 and size, signed in `manifest.sig`. */
export interface EvidenceManifest {
  format: 'complyra-evidence-pack';
  version: 1;
  organization: { id: string; name: string };
  range: { from: string; to: string };
  createdAt: string;
  files: EvidenceFileEntry[];
}

export interface EvidenceFileEntry {
  path: string;
  sha256: string;
  bytes: number;
}

export const manifestFileName = 'manifest.json';
export const signatureFileName = 'manifest.sig';
