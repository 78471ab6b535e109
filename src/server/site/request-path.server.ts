class BadRequestPath extends Error {}

/**
 * The request's path, decoded. The raw request line is read as a path only (`//host/x` is a path,
 * never a host); encoded or literal NUL bytes, backslashes and other control characters are refused.
 */
export function requestPath(rawUrl: string): string {
  const raw = rawUrl.split(/[?#]/, 1)[0] ?? "/";
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    throw new BadRequestPath("malformed escape");
  }
  // eslint-disable-next-line no-control-regex
  if (!decoded.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(decoded)) throw new BadRequestPath("unsafe path");
  return decoded.replace(/\/{2,}/g, "/");
}
