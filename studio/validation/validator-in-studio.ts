import { createClient, type SanityClient } from "@sanity/client";
import { evaluate, parse } from "groq-js";
import { withSchemaExplained } from "../explain-schema-error";
import { createSourceFromConfig, validateDocument, type SanityDocument, type Source, type Workspace } from "sanity";
import { documentsSeenWith, type PerspectiveParameter } from "../../src/test/content-lake-perspective";
import config from "../sanity.config";
import { formatPath, sortFindings, type Finding } from "./markers";

/**
 * A client whose queries run with groq-js over the given documents, standing in for the Content
 * Lake: the rules that ask it (a slug unique within its type, a redirect that closes a loop) can
 * then decide, as they do in the studio, where the CLI offline cannot. Like the studio's own client
 * it reads every version as stored (`raw`) unless asked for a perspective, which it overlays as the
 * Content Lake does (drafts, a release stack), so a rule can be checked in each.
 */
function datasetClient(documents: readonly SanityDocument[], perspective: PerspectiveParameter = "raw"): SanityClient {
  const client = createClient({ projectId: "offline", dataset: "production", apiVersion: "2025-02-19", useCdn: false });
  const query = async (groq: string, params: Record<string, unknown> = {}) =>
    (await evaluate(parse(groq, { params }), { dataset: documentsSeenWith(documents, perspective), params })).get();
  return Object.assign<SanityClient, Partial<SanityClient>>(client, {
    fetch: query as SanityClient["fetch"],
    withConfig: (config?: { perspective?: PerspectiveParameter }) =>
      config?.perspective ? datasetClient(documents, config.perspective) : datasetClient(documents, perspective),
  });
}

const EDITOR = {
  id: "editor",
  name: "Editor",
  email: "editor@example.com",
  role: "administrator",
  roles: [{ name: "administrator", title: "Administrator" }],
};

/**
 * Validates documents exactly as the studio does before it lets an editor publish: Sanity's
 * `validateDocument` with the real studio config, in the "studio" environment. The CLI runs the same
 * rules but reports every rule on an object-typed field (a slug, an image, the seo object) as a
 * warning, because it adds its unknown-field check to those rules with `.warning()`; here they keep
 * the level the schema gives them.
 */
export async function studioValidator(dataset: readonly SanityDocument[]) {
  const client = datasetClient(dataset);
  // With a current user given, the source never asks the (unreachable) API who is signed in.
  const source: Source = await withSchemaExplained(() =>
    createSourceFromConfig({ ...config, currentUser: EDITOR, getClient: () => client }),
  );
  const ids = new Set(dataset.map((document) => document._id));
  return async (document: SanityDocument): Promise<Finding[]> => {
    const markers = await validateDocument({
      document,
      workspace: source as unknown as Workspace,
      environment: "studio",
      getClient: () => client,
      getDocumentExists: async ({ id }) => ids.has(id),
    });
    return sortFindings(
      markers.map((marker) => ({ level: marker.level, path: formatPath(marker.path), message: marker.message })),
    );
  };
}
