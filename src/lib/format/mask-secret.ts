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

/**
 * A connection address (`libsql://user:pass@host/db?authToken=…`) shown without its credentials:
 * the user and password become "…", and so does every query value, since a provider may put a
 * secret in any parameter it likes. Edited as text, not through `URL`, so an address that is not a
 * URL at all (`file:data/enquiries.db`, `:memory:`) is shown exactly as written.
 */
export function maskCredentials(address: string): string {
  const withoutUser = address.replace(/^([a-z][a-z\d+.-]*:\/\/)[^/?#]*@/i, "$1…@");
  const queryStart = withoutUser.indexOf("?");
  if (queryStart === -1) return withoutUser;
  const [query, fragment] = withoutUser.slice(queryStart + 1).split("#", 2) as [string, string | undefined];
  const masked = query
    .split("&")
    .map((pair) => (pair.includes("=") ? `${pair.slice(0, pair.indexOf("="))}=…` : pair))
    .join("&");
  return `${withoutUser.slice(0, queryStart)}?${masked}${fragment === undefined ? "" : "#…"}`;
}

/** Anything shaped like an address (`scheme:` and more), wherever it stands in a text. */
const ADDRESS_IN_TEXT = /(?<![\w+.-])[a-z][a-z\d+.-]*:[^\s"'`<>]+/gi;

/**
 * A message (often a library's error) with every address in it shown as `maskCredentials` shows
 * one: libSQL's errors can quote the connection address, rewritten (`libsql://` as `https://`,
 * with a path added), so looking for the configured address itself would miss it.
 */
export const maskCredentialsIn = (text: string): string => text.replace(ADDRESS_IN_TEXT, (address) => maskCredentials(address));
