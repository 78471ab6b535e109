import { describe, expect, it } from "vitest";
import { parseAddress, visitorOf, visitorOfRequest } from "./visitor-address.server";

const visitor = (text: string) => {
  const address = parseAddress(text);
  return address && visitorOf(address);
};

describe("the visitor an address counts as", () => {
  it.each([
    ["10.6.6.6", "10.6.6.6"],
    ["010.6.6.6", "10.6.6.6"],
    ["010.006.006.006", "10.6.6.6"],
    ["::ffff:10.6.6.6", "10.6.6.6"],
    ["::FFFF:a06:606", "10.6.6.6"],
    ["10.6.6.6:1234", "10.6.6.6"],
    [" 10.6.6.6 ", "10.6.6.6"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:ffff:0:0:9", "2001:db8:1:2::/64"],
    ["[2001:db8:1:2::1]:8080", "2001:db8:1:2::/64"],
    ["[2001:db8:1:2::1]", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80::/64"],
    ["::1", "::/64"],
  ])("%j counts as %j", (text, expected) => expect(visitor(text)).toBe(expected));

  it.each(["notanip-1", "", "10.6.6", "256.1.1.1", "0x0a.6.6.6", "167772160", "10.6.6.6.6", "2001:db8::g", "unknown"])(
    "%j is no address",
    (text) => expect(parseAddress(text)).toBeUndefined(),
  );

  it("falls back to the connecting peer when the resolved address is no address", () => {
    expect(visitorOfRequest({ ip: "notanip-7", socket: { remoteAddress: "::ffff:127.0.0.1" } })).toBe("127.0.0.1");
    expect(visitorOfRequest({ ip: "203.0.113.9", socket: { remoteAddress: "127.0.0.1" } })).toBe("203.0.113.9");
  });
});
