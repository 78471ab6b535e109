import { isIP } from "node:net";

/**
 * Which proxies in front of the server may say who the client is (X-Forwarded-For, -Proto, -Host):
 * none, a number of hops, or the proxies' addresses and ranges. Never "all": the leftmost
 * X-Forwarded-For entry is whatever the client wrote, so trusting every hop would let anyone choose
 * the address the rate limit counts against.
 */
export type TrustedProxies = false | number | string[];

const isAddressOrRange = (entry: string) => {
  const [address, prefix, ...rest] = entry.split("/");
  if (rest.length || !address || !isIP(address)) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (isIP(address) === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY as docs/configuration.md describes it: unset or `0` for none; `1`, `2`… for that many proxies in
 * front (each appends the address it saw, so the client is that many entries from the right); or
 * the proxies' addresses and CIDR ranges, comma-separated (`10.0.0.0/8,127.0.0.1`). Anything else,
 * `true` included, stops the server with a message rather than guessing.
 */
export function parseTrustProxy(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? "";
  if (text === "" || text === "0") return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(",").map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  throw new Error(
    `TRUST_PROXY must be a number of proxies (1, 2…) or their addresses and ranges, comma-separated (10.0.0.0/8,127.0.0.1); got "${text}".`,
  );
}

/**
 * The setting as Fastify takes it. A hop count becomes a function trusting that many hops: Fastify
 * reads a bare number as "trust no one" (it cannot tell whether the peer is the proxy), so the count
 * is honoured here, and docs/configuration.md says to use it only where nothing but the proxy can reach the
 * server (the default HOST, 127.0.0.1, is such a place).
 */
export function fastifyTrustProxy(trusted: TrustedProxies): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted !== "number") return trusted;
  return (_address, hop) => hop < trusted;
}
