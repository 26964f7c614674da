//! Keeping work (issue 10, item 6): the editor's program and the settings a share link holds are
//! written to the browser's local storage on every edit and setting change (a synchronous
//! `setItem` of a few KiB: no debounce, so a crash or a closed tab loses nothing typed), and read
//! back when the page opens without a share link.
//!
//! A share link never replaces the user's own work unasked: when the page opens with a link and
//! storage holds a program that differs from the link's and from every built-in example, the
//! editor keeps the saved program and an in-page prompt offers "Open the shared program" / "Keep
//! my program"; storage is not touched until the user chooses (or edits). Choosing an example from
//! the menu is the user's own action and replaces the text without asking.
//!
//! Storage that is missing or refuses (private mode, quota, disabled by policy) never breaks the
//! page: the page works as before and says once, as text, that work will not be kept.
//!
//! Two keys: the program as it is (no size limit but the browser's quota) and the settings as a
//! share-link hash without its program (so a program longer than a link may carry is kept too).

use std::cell::Cell;

use yew::prelude::*;

use crate::examples;
use crate::state::ShareState;

const SOURCE_KEY: &str = "tpu-playground.source";
const SETTINGS_KEY: &str = "tpu-playground.settings";

thread_local! {
    /// Test hook: every storage call fails, as a browser without storage would.
    static REFUSE: Cell<bool> = const { Cell::new(false) };
}

/// Makes every storage call fail (`true`) or work again: the browser suites' way to test a
/// browser without storage.
#[cfg(feature = "test-hooks")]
pub fn refuse_storage(refuse: bool) {
    REFUSE.with(|r| r.set(refuse));
}

pub(crate) fn js_text(e: &wasm_bindgen::JsValue, otherwise: &str) -> String {
    e.as_string()
        .or_else(|| js_sys::Error::from(e.clone()).message().as_string())
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| otherwise.to_string())
}

pub(crate) fn storage() -> Result<web_sys::Storage, String> {
    if REFUSE.with(Cell::get) {
        return Err("the browser refused local storage".into());
    }
    let window = web_sys::window().ok_or("there is no window")?;
    match window.local_storage() {
        Ok(Some(s)) => Ok(s),
        Ok(None) => Err("this browser has no local storage".into()),
        Err(e) => Err(js_text(&e, "the browser refused local storage")),
    }
}

/// The saved program and settings, if any.
pub fn load() -> Result<Option<ShareState>, String> {
    let s = storage()?;
    let source = s
        .get_item(SOURCE_KEY)
        .map_err(|e| js_text(&e, "local storage could not be read"))?;
    let Some(source) = source else {
        return Ok(None);
    };
    // Settings that no longer decode (an older page's) fall back to the defaults; the program stays.
    let mut state = s
        .get_item(SETTINGS_KEY)
        .ok()
        .flatten()
        .and_then(|h| ShareState::decode(&h).ok().flatten())
        .unwrap_or_else(|| ShareState::with_source(""));
    state.source = source;
    Ok(Some(state))
}

fn save(state: &ShareState) -> Result<(), String> {
    let s = storage()?;
    let settings = ShareState {
        source: String::new(),
        ..state.clone()
    }
    .encode();
    s.set_item(SOURCE_KEY, &state.source)
        .and_then(|_| s.set_item(SETTINGS_KEY, &settings))
        .map_err(|e| js_text(&e, "local storage refused the program"))
}

/// Removes the saved work (the browser suites start each page from nothing).
pub fn forget() {
    if let Ok(s) = storage() {
        let _ = s.remove_item(SOURCE_KEY);
        let _ = s.remove_item(SETTINGS_KEY);
    }
}

/// Whether `source` is the user's own work rather than a built-in example's text.
pub fn is_own_work(source: &str) -> bool {
    !source.trim().is_empty() && examples::name_of(source).is_none()
}

/// Where the program the page opened with came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The share link (no saved work, or saved work that was an example or the same program).
    Link,
    /// Local storage: no link, or a link waiting in the prompt.
    Saved,
    /// Neither: the first example.
    Default,
}

/// The page's side of storage: the note shown once when storage fails, and a link waiting for
/// the user's choice.
#[derive(Default)]
pub struct Keeper {
    note: Option<String>,
    /// The link's state while the prompt asks whether to open it.
    pub waiting: Option<ShareState>,
}

impl Keeper {
    /// Decides what the page opens with: `link` (a decoded share link, if any), the saved work,
    /// or `default`.
    pub fn open(link: Option<ShareState>, default: ShareState) -> (Keeper, ShareState, Origin) {
        let mut keeper = Keeper::default();
        let saved = load().unwrap_or_else(|why| {
            keeper.refused(why);
            None
        });
        match (link, saved) {
            (Some(link), Some(mine)) if mine.source != link.source && is_own_work(&mine.source) => {
                keeper.waiting = Some(link);
                (keeper, mine, Origin::Saved)
            }
            (Some(link), _) => {
                keeper.keep(&link);
                (keeper, link, Origin::Link)
            }
            (None, Some(mine)) => (keeper, mine, Origin::Saved),
            (None, None) => (keeper, default, Origin::Default),
        }
    }

    /// Saves `state`; true when this failure is the first (the page shows the note: re-render).
    pub fn keep(&mut self, state: &ShareState) -> bool {
        match save(state) {
            Ok(()) => false,
            Err(why) => self.refused(why),
        }
    }

    fn refused(&mut self, why: String) -> bool {
        if self.note.is_some() {
            return false;
        }
        self.note = Some(format!(
            "Your work will not be kept in this browser ({why}): copy it or use Share before closing the page."
        ));
        true
    }

    /// The note (if storage failed) and the prompt (if a link waits), as text and buttons.
    pub fn view(&self, on_open: Callback<MouseEvent>, on_keep: Callback<MouseEvent>) -> Html {
        let note = self
            .note
            .as_ref()
            .map(|n| html! { <p id="storage-note" class="notice" role="status">{ n.clone() }</p> });
        let prompt = self.waiting.is_some().then(|| {
            html! {
                <div id="keep-prompt" class="notice keep-prompt" role="alertdialog" aria-label="Open the shared program?">
                    <p>{ "This link opens a different program from the one you were writing, which this browser kept. Open the link's program in the editor (yours is then replaced), or keep yours?" }</p>
                    <button id="open-shared" onclick={on_open}>{ "Open the shared program" }</button>
                    <button id="keep-mine" onclick={on_keep}>{ "Keep my program" }</button>
                </div>
            }
        });
        html! { <>{ note }{ prompt }</> }
    }
}
