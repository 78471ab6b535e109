import { getPublishedId, type DocumentActionComponent, type Template } from "sanity";
import { singletonTypes } from "../schemas";

/** The home page is an ordinary `page` (same blocks, same fields) kept at a fixed id by the seed and import. */
export const HOME_PAGE_ID = "page-home";

/**
 * Documents there is exactly one of, opened directly from the desk at a fixed id. Site settings and
 * company contact are the only documents of their types; the home page is the one page at "/"
 * (a second one is refused by the unique page address rule).
 */
export const SINGLETON_DOCUMENTS = [
  { id: "siteSettings", schemaType: "siteSettings", title: "Site settings" },
  { id: "companyContact", schemaType: "companyContact", title: "Company contact" },
  { id: HOME_PAGE_ID, schemaType: "page", title: "Home page" },
] as const;

const singletonIds = new Set<string>(SINGLETON_DOCUMENTS.map(({ id }) => id));

/** Singleton types never appear in "Create new": there is exactly one of each, opened from the desk. */
export function withoutSingletonTemplates(templates: Template[]): Template[] {
  return templates.filter(({ schemaType }) => !singletonTypes.has(schemaType));
}

const SINGLETON_ACTIONS = new Set(["publish", "discardChanges", "restore"]);

/**
 * A singleton can be published, reverted or restored, but not duplicated, unpublished or deleted:
 * the site cannot render without it.
 */
export function singletonSafeActions(
  actions: DocumentActionComponent[],
  { schemaType, documentId }: { schemaType: string; documentId?: string },
): DocumentActionComponent[] {
  const isSingleton =
    singletonTypes.has(schemaType) || (documentId !== undefined && singletonIds.has(getPublishedId(documentId)));
  return isSingleton ? actions.filter(({ action }) => action && SINGLETON_ACTIONS.has(action)) : actions;
}
