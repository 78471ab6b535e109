import type { LegacyClaim } from "../legacy/claims";

export const claimDocumentId = (key: string) => `claim-${key}`;

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

/** Resolves `{{claim:KEY}}` tokens; an unknown key stops the seed rather than shipping a gap. */
export function createClaimResolver(claims: readonly LegacyClaim[]) {
  const keys = new Set(claims.map((claim) => claim.key));
  return (key: string) => {
    if (!keys.has(key)) throw new Error(`Copy refers to {{claim:${key}}}, but claims.ts has no claim "${key}".`);
    return claimDocumentId(key);
  };
}
