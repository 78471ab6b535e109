import { stegaClean } from "@sanity/client/stega";

/**
 * Fields that are read as data, never shown as words: addresses, identifiers, values from a fixed
 * list (a turnaround's wording), dates, the head's text (`seo`), alternative text. In the drafts preview the client
 * keeps them out of encoding (stega-filter.ts); the loaders clean them again all the same, on the
 * server, so that a field the filter misses can never reach an `href`, an `id`, the head, JSON-LD,
 * the sitemap or a comparison. Visible words keep their encoding for the overlays.
 */
const DATA_FIELD =
  /^(path|paths|slug|href|url|link|links|anchor|id|email|phone|uk|us|telephone|whatsapp|skype|linkedin|facebook|social|kind|category|style|listItem|alt|seo|siteName|siteUrl|logo|shareImage|image|currency|unit|format|icon|variant|tone|size|layout|turnaround|date|[a-z][A-Za-z]*(Url|Href|Path|Id|Slug|At))$/;

export function plainDataFields<Value>(value: Value): Value {
  if (Array.isArray(value)) return value.map((item: unknown) => plainDataFields(item)) as Value;
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, DATA_FIELD.test(key) ? stegaClean(field) : plainDataFields(field)]),
  ) as Value;
}
