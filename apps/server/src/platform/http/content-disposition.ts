/**
 * An attachment header that keeps a Korean file name: an ASCII fallback plus the RFC 5987 UTF-8 form.
 * Quotes, backslashes and control characters never reach the header.
 */
export function attachmentDisposition(fileName: string): string {
  return disposition('attachment', fileName);
}

/** The same for a file the browser shows in place (an image), with the name it saves it under. */
export function inlineDisposition(fileName: string): string {
  return disposition('inline', fileName);
}

function disposition(kind: 'attachment' | 'inline', fileName: string): string {
  const clean = Array.from(fileName, (ch) => (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f || '"\\/'.includes(ch) ? '_' : ch)).join('');
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}
