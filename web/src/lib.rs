//! TPU Playground's page. `mount()` is called by index.html once the module is loaded.

pub mod alloc;
pub mod app;
pub mod crash;
pub mod editor;
pub mod examples;
pub mod export;
pub mod fmt;
pub mod panels;
pub mod run;
pub mod saved;
pub mod state;
pub mod teacher;
pub mod theme;

use wasm_bindgen::prelude::*;

/// Reads a library file the page's build left out of the module (`core/*/lib/lazy.txt`), from
/// `pkg/lib/` beside the module: a synchronous request, as an import is synchronous (in the
/// worker, where runs happen, that blocks nothing else). Bytes travel as `x-user-defined` text,
/// which works in a window and in a worker alike.
#[cfg(feature = "lazy-lib")]
#[wasm_bindgen(inline_js = r#"
export function tpu_fetch_lib(name) {
  const r = new XMLHttpRequest();
  r.open("GET", new URL("../../lib/" + name, import.meta.url).href, false);
  r.overrideMimeType("text/plain; charset=x-user-defined");
  r.send();
  if (r.status !== 200) throw new Error("HTTP " + r.status + " for lib/" + name);
  const t = r.responseText, out = new Uint8Array(t.length);
  for (let i = 0; i < t.length; i++) out[i] = t.charCodeAt(i) & 0xff;
  return out;
}
"#)]
extern "C" {
    #[wasm_bindgen(catch)]
    fn tpu_fetch_lib(name: &str) -> Result<js_sys::Uint8Array, JsValue>;
}

/// Lets the language read the left-out library files (called by `mount` and the worker's entry).
pub fn library_fetch() {
    #[cfg(feature = "lazy-lib")]
    tpu_lang::library::set_fetch(|name| {
        tpu_fetch_lib(name)
            .map(|a| a.to_vec())
            .map_err(|e| e.as_string().unwrap_or_else(|| format!("{e:?}")))
    });
}

/// Mounts the app on `#app` (or the body), reading `?backend=cpu|gpu`, `?teacher`, `?worker=off` and the shared
/// state in the hash from the page's address.
#[wasm_bindgen]
pub fn mount() {
    library_fetch();
    let params = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .and_then(|q| web_sys::UrlSearchParams::new_with_str(&q).ok());
    let param = |name: &str| params.as_ref().and_then(|p| p.get(name));
    let props = app::AppProps {
        backend: run::device::BackendChoice::parse(param("backend").as_deref()),
        hide: teacher::Hidden::parse(param("teacher").as_deref()),
        worker: param("worker").is_none_or(|w| w != "off"),
        hash: AttrValue::from(state::read_hash()),
    };
    let host = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("app"));
    match host {
        Some(el) => yew::Renderer::<app::App>::with_root_and_props(el, props).render(),
        None => yew::Renderer::<app::App>::with_props(props).render(),
    };
}

use yew::AttrValue;
