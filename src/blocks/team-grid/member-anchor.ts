/** The URL hash that selects a member: lowercase first and last name joined by a hyphen. */
export function memberAnchor(member: { firstName: string | null; lastName: string | null }): string {
  return `${member.firstName ?? ""}-${member.lastName ?? ""}`.toLowerCase().replace(/[^a-z0-9-]+/g, "-");
}
