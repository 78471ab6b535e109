import { moneyFragment } from "../../content/fragments";

/** GROQ: the block's own packages if it lists any, otherwise its service's (`^`). */
export const blockPackagesSource = /* groq */ `coalesce(packages, ^.packages)` as const;

/** What every price block shows of a package: its name, price (or wording) and call to action. */
export const packageBasicsFragment = /* groq */ `_id,
    name,
    per,
    "price": price${moneyFragment},
    priceText,
    actionLabel` as const;

/** A package as a card shows it (package cards and the content slider). */
export const packageCardFragment = /* groq */ `{
    ${packageBasicsFragment},
    features,
    isMostPopular
  }` as const;
