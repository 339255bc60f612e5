// Sums a Chromium trace's renderer main thread: top-level tasks (count, time, those over 50 ms) and the
// tasks' self time grouped the way Lighthouse's main-thread breakdown groups trace events. An event
// whose name is not listed counts in its parent's group; a task's own time outside any event is "other".
// Times are wall-clock (what Lighthouse reads), except `cpu`: the tasks' thread time, which leaves out
// the time the main thread waited for a core (on a 2-core host, the page's own compile threads and servers).
const GROUPS = {
  script: [
    "EventDispatch",
    "EvaluateScript",
    "v8.evaluateModule",
    "FunctionCall",
    "TimerFire",
    "FireIdleCallback",
    "FireAnimationFrame",
    "RunMicrotasks",
    "V8.Execute",
    "v8.run",
    "v8.callFunction",
    "XHRReadyStateChange",
    "XHRLoad",
    "ResizeObserver",
    "IntersectionObserverController::computeIntersections",
  ],
  parse: [
    "ParseHTML",
    "ParseAuthorStyleSheet",
    "v8.compile",
    "v8.compileModule",
    "V8.CompileCode",
    "v8.produceCache",
    "v8.produceModuleCache",
    "v8.deserializeOnBackground",
    "CacheScript",
    "ResourceReceivedData",
  ],
  style: ["ScheduleStyleRecalculation", "UpdateLayoutTree", "RecalculateStyles", "InvalidateLayout"],
  layout: ["Layout", "UpdateLayout"],
  paint: [
    "Animation",
    "RequestMainThreadFrame",
    "ActivateLayerTree",
    "DrawFrame",
    "HitTest",
    "PaintSetup",
    "Paint",
    "PaintImage",
    "PrePaint",
    "Layerize",
    "Commit",
    "CompositeLayers",
    "UpdateLayer",
    "UpdateLayerTree",
    "ScrollLayer",
    "BeginMainThreadFrame",
  ],
  decode: ["Decode Image", "Decode LazyPixelRef", "ImageDecodeTask", "Draw LazyPixelRef", "Resize Image"],
  gc: [
    "GCEvent",
    "MinorGC",
    "MajorGC",
    "BlinkGC.AtomicPhase",
    "ThreadState::performIdleLazySweep",
    "ThreadState::completeSweep",
    "V8.GCScavenger",
    "V8.GCFinalizeMC",
    "V8.GCIncrementalMarking",
    "V8.GCCompactor",
    "CppGC.AtomicMark",
  ],
};
const GROUP_OF = new Map(Object.entries(GROUPS).flatMap(([group, names]) => names.map((n) => [n, group])));
const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask", "ThreadControllerImpl::DoWork"]);

/** The renderer main thread that parsed a page of `origin` or asked for its files (not a browser UI page's renderer). */
function pageMainThread(events, origin) {
  const mains = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const ours = (e) =>
    String(e.args?.beginData?.url ?? e.args?.data?.url ?? "").startsWith(origin) && mains.has(`${e.pid}:${e.tid}`);
  const found = events.find((e) => e.name === "ParseHTML" && ours(e)) ?? events.find((e) => ours(e));
  if (!found) throw new Error(`no renderer main thread worked on a page of ${origin} in the trace`);
  return { pid: found.pid, tid: found.tid };
}

/** `origin`: the site whose page the trace loaded. */
export function summariseTrace(trace, origin) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const main = pageMainThread(events, origin);
  const own = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && typeof e.dur === "number")
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const sums = {
    tasks: 0,
    total: 0,
    cpu: 0,
    long: 0,
    script: 0,
    parse: 0,
    style: 0,
    layout: 0,
    paint: 0,
    decode: 0,
    gc: 0,
    other: 0,
  };
  // A stack of open events: each with its end, group and time not yet claimed by children.
  const stack = [];
  const close = (until) => {
    while (stack.length && stack.at(-1).end <= until) {
      const done = stack.pop();
      sums[done.group] += done.self / 1000;
    }
  };
  for (const e of own) {
    close(e.ts);
    const parent = stack.at(-1);
    if (!parent && !TASK_NAMES.has(e.name)) continue; // outside any task
    if (!parent) {
      sums.tasks++;
      sums.total += e.dur / 1000;
      sums.cpu += (e.tdur ?? 0) / 1000;
      if (e.dur > 50_000) sums.long++;
    }
    if (parent) parent.self -= Math.min(e.dur, parent.end - e.ts);
    const group = GROUP_OF.get(e.name) ?? parent?.group ?? "other";
    stack.push({ end: e.ts + e.dur, group, self: e.dur });
  }
  close(Infinity);
  return sums;
}
