// Written by server/web/pages/html-shell.ts, read by client/main.tsx.
export const HYDRATION_DATA_ID = "router-state";
