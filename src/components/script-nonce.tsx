import { createContext, useContext } from "react";

/**
 * The nonce the site's Content-Security-Policy names for inline scripts. The root provides it, so a
 * block that writes a small inline script (a view-time fact filled in before the first paint) can
 * carry it without knowing where it comes from.
 */
export const ScriptNonceContext = createContext<string | undefined>(undefined);

export const useScriptNonce = () => useContext(ScriptNonceContext);
