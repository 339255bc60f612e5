// The response's CSP nonce for script elements our components render (JSON-LD). The server render
// provides it; in the browser it stays "" because browsers hide a parsed nonce (docs/seo.md).
import { createContext } from "react";

export const NonceContext = createContext("");
