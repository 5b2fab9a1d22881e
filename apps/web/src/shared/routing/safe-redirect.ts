/**
 * The `redirect` query value when it is a path of this app; anything else (another site, a protocol
 * trick, a sign-in page) falls back, so the value cannot send a user off the site.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/^\/login(?:[/?#]|$)/i.test(value)) return fallback;
  return value;
}

/** `/login?redirect=<path with query>` for the page the user wanted. */
export function loginPathFor(pathWithQuery: string): string {
  const target = safeRedirect(pathWithQuery, '');
  return target && target !== '/' ? `/login?redirect=${encodeURIComponent(target)}` : '/login';
}
