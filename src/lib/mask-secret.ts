/**
 * An address or token shown in a terminal or log without its secret part: a build-hook URL keeps
 * its host and the first characters of its path, a token its first four characters.
 */
export function maskSecret(value: string): string {
  try {
    const url = new URL(value);
    const path = url.pathname.length > 8 ? `${url.pathname.slice(0, 8)}…` : url.pathname;
    return `${url.protocol}//${url.host}${path}${url.search ? "?…" : ""}`;
  } catch {
    return value.length > 4 ? `${value.slice(0, 4)}…` : "…";
  }
}
