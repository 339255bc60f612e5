// The id of the JSON data block holding the router state: written by the server
// (server/web/pages/html-shell.ts), read by the browser entry (client/main.tsx).
export const HYDRATION_DATA_ID = "router-state";
