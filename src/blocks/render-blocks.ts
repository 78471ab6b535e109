import { createContext, type ComponentType } from "react";
import type { PageBlock } from "./types";

/**
 * Renders a list of prepared blocks. A block that holds blocks (tabs) renders its children with
 * this, given by `PageBlocks` above it: passed in rather than imported, so the container and the
 * renderer that lists it do not import each other.
 */
export const BlockListRenderer = createContext<ComponentType<{ blocks: readonly PageBlock[] }> | null>(null);
