import type { DocumentActionComponent, Template } from "sanity";
import { singletonTypes } from "../schemas";

/** Singletons never appear in "Create new": there is exactly one of each, opened from the desk. */
export function withoutSingletonTemplates(templates: Template[]): Template[] {
  return templates.filter(({ schemaType }) => !singletonTypes.has(schemaType));
}

const SINGLETON_ACTIONS = new Set(["publish", "discardChanges", "restore"]);

/** A singleton can be published, reverted or restored, but not duplicated or deleted. */
export function singletonSafeActions(actions: DocumentActionComponent[], schemaType: string): DocumentActionComponent[] {
  return singletonTypes.has(schemaType) ? actions.filter(({ action }) => action && SINGLETON_ACTIONS.has(action)) : actions;
}
