import { plainText } from "../../lib/preview/preview-text";

/**
 * The URL hash that selects a member: lowercase first and last name joined by a hyphen. In the
 * preview the names carry invisible encoding, which must not reach an id or an address.
 */
export function memberAnchor(member: { firstName: string | null; lastName: string | null }): string {
  const name = `${member.firstName ?? ""}-${member.lastName ?? ""}`;
  const clean = import.meta.env.DRAFTS_PREVIEW === "true" ? plainText(name) : name;
  return clean.toLowerCase().replace(/[^a-z0-9-]+/g, "-");
}
