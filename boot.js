// Loads the wasm module and mounts the page. A separate file, so the Content-Security-Policy
// can forbid inline scripts.
import init, { mount } from "./pkg/tpu_web.js";

await init();
mount();
