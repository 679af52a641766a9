// The API key must never appear in a log, an error message, a page or history. Everything that is
// shown or logged and might carry a URL or a service message goes through here first.

/** Replaces the value of every `apikey` query parameter in URLs found in `text`. */
export function redactApiKeyParams(text: string): string {
  return text.replace(/([?&]apikey=)[^&#\s"'<>]*/gi, '$1***');
}

/** Redacts the `apikey` query parameter and any literal occurrence of the given secrets. */
export function redact(text: string, secrets: readonly string[] = []): string {
  let out = redactApiKeyParams(text);
  for (const secret of secrets) {
    // Very short "keys" would blank out ordinary words; real keys are longer than this.
    if (secret.length >= 4) out = out.split(secret).join('***');
  }
  return out;
}
