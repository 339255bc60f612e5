// The nonce of a streamed render (the only kind that has one: docs/decisions/003-csp-without-nonce.md),
// for script elements our components render (JSON-LD). "" for pages rendered whole, and in the browser,
// where nonces are hidden (docs/seo.md).
import { createContext } from "react";

export const NonceContext = createContext("");
