// The worker that runs the core off the page's main thread (web/src/run/worker.rs): the same wasm
// module as the page, started by the page with `new Worker("worker.js", {type: "module"})`.
// Messages that arrive while the module loads are kept and handed over with the entry call.
import init, { worker_main } from "./pkg/tpu_web.js";

const early = [];
self.onmessage = (e) => early.push(e.data);
await init();
worker_main(early);
