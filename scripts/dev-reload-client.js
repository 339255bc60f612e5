// `npm run dev` only: the dev host (server/web/dev/dev-host.ts) ends this stream when it loads a new build or
// shows a build's error; reconnected, the page reloads to show it.
let lost = false;
const events = new EventSource("/__dev/reload");
events.onerror = () => {
  lost = true;
};
events.onopen = () => {
  if (lost) location.reload();
};
