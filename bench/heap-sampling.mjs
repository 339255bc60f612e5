// Preloaded into a server to see what its requests allocate, garbage included (the sampling heap
// profiler keeps objects the young and old collections freed only when asked to): sampling starts
// SAMPLE_AFTER_MS after start-up (default 3000, past the start-up's own allocations) and SIGUSR2
// writes the profile to HEAP_OUT. Summarise it with bench/alloc-summary.mjs.
//   HEAP_OUT=/tmp/a.heapprofile node --import ./bench/heap-sampling.mjs dist/server/main.js
import { writeFileSync } from "node:fs";
import inspector from "node:inspector";

const out = process.env.HEAP_OUT;
if (!out) throw new Error("heap-sampling.mjs: set HEAP_OUT to the profile's path");
const session = new inspector.Session();
session.connect();
const post = (method, params) =>
  new Promise((resolve, reject) =>
    session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
  );
await post("HeapProfiler.enable");
setTimeout(
  () =>
    void post("HeapProfiler.startSampling", {
      samplingInterval: 4096,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    }),
  Number(process.env.SAMPLE_AFTER_MS ?? 3000),
).unref();
process.on("SIGUSR2", () => {
  post("HeapProfiler.stopSampling").then(({ profile }) => {
    writeFileSync(out, JSON.stringify(profile));
    console.error(`heap-sampling: ${out} written`);
  });
});
