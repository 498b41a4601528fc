/**
 * Where to go after signing in: the `from` parameter when it is a path of this site, else "/".
 * Refuses absolute URLs, protocol-relative ("//evil.example") and backslash tricks ("/\\evil").
 */
export function safeRedirectPath(from: string | null | undefined): string {
  if (!from || !from.startsWith('/')) return '/';
  if (from.startsWith('//') || from.startsWith('/\\')) return '/';
  // Control characters (tabs, newlines) are dropped by URL parsers and could rebuild "//".
  for (const char of from) if (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f) return '/';
  return from;
}

/** The sign-in address that brings the user back to `path` afterwards. */
export function loginPathFrom(path: string): string {
  return `/login?from=${encodeURIComponent(path)}`;
}

/** Addresses the server answers itself (the OAuth consent page an MCP client sends the member to), not the app's router. */
export const isServerPage = (path: string): boolean => path === '/oauth/authorize' || path.startsWith('/oauth/authorize?');
