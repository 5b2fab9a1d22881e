/**
 * A typed link address as the editor may store it: http or https only (a `javascript:` or `data:` address is a
 * script in disguise, and the server drops anything else anyway). A bare host ("example.com") reads as https.
 * Answers the normalised address, or null when it is refused.
 */
export function toSafeHref(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

export const isSafeHref = (input: string): boolean => toSafeHref(input) !== null;
