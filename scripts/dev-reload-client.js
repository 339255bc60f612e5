// `npm run dev` only: the server (or scripts/dev.mjs's error page) closes this stream when it stops; reconnected,
// the page reloads to show the new build or its error.
let lost = false;
const events = new EventSource("/__dev/reload");
events.onerror = () => {
  lost = true;
};
events.onopen = () => {
  if (lost) location.reload();
};
