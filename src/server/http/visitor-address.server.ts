import ipaddr from "ipaddr.js";

/**
 * Four decimal parts, each possibly with leading zeros: `010.6.6.6` is 10.6.6.6, as a proxy that
 * pads its log's addresses means it. (ipaddr.js, like the URL parser, would read `010` as octal 8;
 * forms such as `0x0a.6.6.6` or `167772160` are no address any proxy writes, and are refused.)
 */
const DOTTED_QUAD = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
/** `address:port` (IPv4 or a host name: one colon) or `[IPv6]:port`, as some proxies append the port. */
const IPV4_WITH_PORT = /^([^:]+):\d{1,5}$/;
const BRACKETED_IPV6 = /^\[([^\]]+)\](?::\d{1,5})?$/;

/** The address in `text`, with any port and brackets taken off; undefined when it is no IP address. */
export function parseAddress(text: string | undefined): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  let host = text?.trim() ?? "";
  const bracketed = BRACKETED_IPV6.exec(host);
  if (bracketed) host = bracketed[1]!;
  else {
    const withPort = IPV4_WITH_PORT.exec(host);
    if (withPort) host = withPort[1]!;
  }
  const quad = DOTTED_QUAD.exec(host);
  if (quad) {
    const parts = quad.slice(1).map(Number);
    return parts.every((part) => part <= 255) ? new ipaddr.IPv4(parts) : undefined;
  }
  if (!host.includes(":") || !ipaddr.IPv6.isValid(host)) return undefined;
  const address = ipaddr.IPv6.parse(host);
  // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d: the same visitor as a.b.c.d.
  return address.isIPv4MappedAddress() ? address.toIPv4Address() : address;
}

/**
 * Who a limit counts: an IPv4 address, or an IPv6 /64. One home, phone or server is given a whole
 * /64 and may use any address in it, so counting single IPv6 addresses would give one visitor
 * 2^64 limits.
 */
export function visitorOf(address: ipaddr.IPv4 | ipaddr.IPv6): string {
  if (address.kind() === "ipv4") return address.toString();
  const network = new ipaddr.IPv6([...(address as ipaddr.IPv6).parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toString()}/64`;
}

/**
 * The visitor a request counts against. `ip` is the address Fastify resolved: the socket's, or with
 * TRUST_PROXY the one the trusted proxies report, which is text a proxy copied and may hold a port,
 * padding or anything at all. Text that is no address counts as the connecting peer (the proxy), so
 * a client cannot mint a fresh counter for each request by writing nonsense.
 */
export function visitorOfRequest(request: { ip: string; socket: { remoteAddress?: string } }): string {
  const address = parseAddress(request.ip) ?? parseAddress(request.socket.remoteAddress);
  return address ? visitorOf(address) : "unknown";
}
