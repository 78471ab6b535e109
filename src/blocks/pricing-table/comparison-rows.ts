import type { BlockOf } from "../types";
import { plainText } from "../../lib/preview/preview-text";

/** What the comparison reads of a package: its id and its grouped items, as the query returns them. */
export type ComparedPackage = Pick<NonNullable<BlockOf<"pricingTable">["packages"][number]>, "_id" | "itemGroups">;
type PackageItem = NonNullable<NonNullable<ComparedPackage["itemGroups"]>[number]["items"]>[number];

export type CellValue = { kind: "tick" } | { kind: "cross" } | { kind: "count"; value: number } | { kind: "text"; value: string };

export interface ComparisonGroup {
  key: string;
  title: string | null;
  rows: { key: string; label: string; cells: CellValue[] }[];
}

function cellValue(item: PackageItem | undefined): CellValue {
  if (!item) return { kind: "cross" };
  if (item.text) return { kind: "text", value: item.text };
  if (typeof item.count === "number") return item.count > 0 ? { kind: "count", value: item.count } : { kind: "cross" };
  return item.included ? { kind: "tick" } : { kind: "cross" };
}

/**
 * product.md §2: the rows are the first package's item labels; each package fills its column from the
 * item with the same label in the same group. A package without that item shows a cross.
 */
export function comparisonRows(packages: readonly ComparedPackage[]): ComparisonGroup[] {
  const [first] = packages;
  return (first?.itemGroups ?? []).map((group, groupIndex) => ({
    key: group._key,
    title: group.title,
    rows: (group.items ?? []).flatMap((item) => {
      if (!item.label) return [];
      const cells = packages.map((pkg) => {
        // Labels come from different documents: in the preview each carries its own encoding.
        const sameGroup =
          pkg.itemGroups?.find((candidate) =>
            import.meta.env.DRAFTS_PREVIEW === "true"
              ? plainText(candidate.title) === plainText(group.title)
              : candidate.title === group.title,
          ) ?? pkg.itemGroups?.[groupIndex];
        return cellValue(
          sameGroup?.items?.find((candidate) =>
            import.meta.env.DRAFTS_PREVIEW === "true"
              ? plainText(candidate.label) === plainText(item.label)
              : candidate.label === item.label,
          ),
        );
      });
      return [{ key: item._key, label: item.label, cells }];
    }),
  }));
}
