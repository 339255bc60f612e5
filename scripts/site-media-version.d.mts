// Types for site-media-version.mjs (a plain script, run by node without a build).
export function siteMediaHash(dir: string): string;
