import { defineField, defineType, type SanityDocument, type ValidationContext } from "sanity";
import { SANITY_API_VERSION } from "../../src/content/api-version";
import { findRedirectLoops, type Redirect } from "../../src/content/redirects";
import { redirectFromProblem, redirectToProblem } from "../../src/lib/address-rules";

/** Other published redirects, to check a new one does not close a loop (online studio only). */
export async function loopWith(from: string, to: string, context: ValidationContext): Promise<string | true> {
  if (from === to) return "A redirect cannot point at itself.";
  try {
    const others = await context
      .getClient({ apiVersion: SANITY_API_VERSION })
      .fetch<Redirect[]>(
        `*[_type == "redirect" && !(_id in [$id, $draft])]{ from, to, "permanent": coalesce(permanent, true) }`,
        {
          id: (context.document as SanityDocument)._id.replace(/^drafts\./, ""),
          draft: (context.document as SanityDocument)._id,
        },
      );
    const loops = findRedirectLoops([...others, { from, to, permanent: true }]);
    return loops.length ? `This would send visitors round in a circle: ${loops[0]!.join(" → ")}.` : true;
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
