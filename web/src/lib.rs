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

/// Mounts the app on `#app` (or the body), reading `?backend=cpu|gpu`, `?teacher`, `?worker=off` and the shared
/// state in the hash from the page's address.
#[wasm_bindgen]
pub fn mount() {
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
