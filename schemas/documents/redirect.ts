import { defineField, defineType, type SanityDocument, type ValidationContext } from "sanity";
import { SANITY_API_VERSION } from "../../src/content/api-version";
import { findRedirectLoops, type Redirect } from "../../src/content/redirects";
import { redirectFromProblem, redirectToProblem } from "../../src/lib/addresses/address-rules";
import { publishedIdOf, viewsOnPublishing } from "../document-versions";

/**
 * Whether `from` → `to` closes a loop with the other redirects (online studio only), in each view
 * of them this version goes live in (document-versions.ts): every version of this redirect is left
 * out, so its own draft or release version is never taken for another redirect.
 */
export async function loopWith(from: string, to: string, context: ValidationContext): Promise<string | true> {
  if (from === to) return "A redirect cannot point at itself.";
  const document = context.document as SanityDocument;
  const client = context.getClient({ apiVersion: SANITY_API_VERSION });
  try {
    for (const perspective of viewsOnPublishing(document._id)) {
      const others = await client
        .withConfig({ perspective })
        .fetch<Redirect[]>(
          `*[_type == "redirect" && !sanity::versionOf($published)]{ from, to, "permanent": coalesce(permanent, true) }`,
          { published: publishedIdOf(document) },
        );
      const loops = findRedirectLoops([...others, { from, to, permanent: true }]);
      if (loops.length) return `This would send visitors round in a circle: ${loops[0]!.join(" → ")}.`;
    }
    return true;
  } catch {
    return true; // offline validation cannot see other redirects; the build checks all of them
  }
}

export const redirect = defineType({
  name: "redirect",
  title: "Redirect",
  type: "document",
  fields: [
    defineField({
      name: "from",
      type: "string",
      description: "The old path, e.g. /services/old-name.",
      validation: (rule) => rule.required().custom((value) => (!value ? true : (redirectFromProblem(value) ?? true))),
    }),
    defineField({
      name: "to",
      type: "string",
      description: "Where visitors should go: a site path or a full https:// address.",
      validation: (rule) =>
        rule.required().custom(async (value, context) => {
          if (!value) return true;
          const problem = redirectToProblem(value);
          if (problem) return problem;
          const from = (context.document as { from?: string } | undefined)?.from;
          return from ? loopWith(from, value, context) : true;
        }),
    }),
    defineField({
      name: "permanent",
      type: "boolean",
      description:
        "Permanent (301) tells search engines to move the old page's ranking to the new one. Use temporary (302) for short campaigns.",
      initialValue: true,
    }),
  ],
  preview: {
    select: { from: "from", to: "to", permanent: "permanent" },
    prepare: ({ from, to, permanent }) => ({
      title: `${from ?? "?"} → ${to ?? "?"}`,
      subtitle: permanent === false ? "Temporary (302)" : "Permanent (301)",
    }),
  },
});
