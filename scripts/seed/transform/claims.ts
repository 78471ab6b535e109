import type { ReferenceResolver } from "../portable-text";
import type { LegacyClaim } from "../legacy/claims";

const claimDocumentId = (key: string) => `claim-${key}`;

export function claimDocuments(claims: readonly LegacyClaim[]) {
  return claims.map((claim) => ({
    _id: claimDocumentId(claim.key),
    _type: "claim",
    key: claim.key,
    value: claim.value,
    wording: claim.wording,
    note: claim.note,
  }));
}

/**
 * Resolves `{{claim:KEY}}` and `{{turnaround:PATH}}` tokens to document ids; an unknown key or
 * path stops the seed rather than shipping a gap.
 */
export function createReferenceResolver(
  claims: readonly LegacyClaim[],
  serviceIdByPath: ReadonlyMap<string, string>,
): ReferenceResolver {
  const keys = new Set(claims.map((claim) => claim.key));
  return {
    claimId(key) {
      if (!keys.has(key)) throw new Error(`Copy refers to {{claim:${key}}}, but claims.ts has no claim "${key}".`);
      return claimDocumentId(key);
    },
    serviceId(path) {
      const id = serviceIdByPath.get(path);
      if (!id) throw new Error(`Copy refers to the turnaround of ${path}, but no service has that address.`);
      return id;
    },
  };
}
