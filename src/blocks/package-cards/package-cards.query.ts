import type { RequiredFieldsOf } from "../types";
import { blockPackagesSource } from "../shared/package-source.query";

/** `^` is the service: its package references and turnaround are the one source of both. */
export const packageCardsProjection = /* groq */ `_type == "packageCards" => {
  title,
  intro,
  anchor,
  turnaround,
  "turnaroundDays": coalesce(^.sameTurnaroundAs->turnaround.days, ^.turnaround.days),
  "packages": ${blockPackagesSource}[]->{
    _id,
    name,
    per,
    price{ gbp, usd },
    priceText,
    features,
    isMostPopular,
    actionLabel,
    bulkDiscounts[]{ _key, label, price{ gbp, usd } }
  }
}`;

export const packageCardsRequired = ["packages"] as const satisfies RequiredFieldsOf<"packageCards">;
