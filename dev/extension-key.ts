// The public half of the key that fixes the extension's id in Chromium builds loaded unpacked
// (`key` in the manifest: Chromium derives the id from it). Administrators name the id in their
// policies (docs/administrators.md), and it stays the same wherever the folder sits. Only the public
// half is needed for the id; the private half was never kept (nothing here is signed with it: a
// store signs its own packages, and the store's package has the store's id, not this one).
import { createHash } from 'node:crypto';

export const UNPACKED_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA1scPC45D5yfzVo+m0nizG5KgqlKNhBq4YzdFnPdGCSKSDvWa2om071TYDs31xQM5pa8Rf7KEhAH8I/8dWfNNuDADGYJkbqVJiSa8OSAcLZBwjcLeny5Vj/UlCyGUwLHwp83ft7fLk34kacdxRR//7YNVW5fllMzICk5M1I0dZQszSovAnQRz6xRqyzHdEj2fglPDgmkWUOl6vtzM0Njlh4FJ/Bt4U5DQPvX2J9q0xGrNnG15dKFlhd6MJLA1Fe44g7HfLLjOow6keuMxZ6nWpkqLTDA/PnVWUOG35tauIkrZ5Mx2tRanjA/cfqwK/1HqRyaJmh9xvN1DSpIuJ7F1WwIDAQAB';

/** The id the key gives: what docs/administrators.md tells administrators to name. */
export const UNPACKED_CHROMIUM_ID = 'mdenejicpmakacbffchcopmeklcmfokj';

/** Chromium's rule: the first 128 bits of the key's SHA-256, each hex digit written as a letter a–p. */
export function chromiumIdOf(publicKeyBase64: string): string {
  const hex = createHash('sha256').update(Buffer.from(publicKeyBase64, 'base64')).digest('hex').slice(0, 32);
  return [...hex].map((h) => String.fromCharCode(97 + Number.parseInt(h, 16))).join('');
}
