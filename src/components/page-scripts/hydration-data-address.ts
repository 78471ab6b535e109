import { createContext } from "react";

/**
 * The address of this page's hydration data (see `publishHydrationData`). The prerender provides it
 * around the app; the bootstrap fetches it with the app's modules. Undefined on the development
 * server, which keeps the data inline.
 */
export const HydrationDataAddressContext = createContext<string | undefined>(undefined);
