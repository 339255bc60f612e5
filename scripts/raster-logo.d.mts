// Types for raster-logo.mjs (a plain script, run by node without a build).
export const RASTER_LOGO_SIZE: number;
export function rasterLogo(svgPath: string): Promise<Buffer>;
