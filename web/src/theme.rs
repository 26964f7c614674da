//! The theme: the system's (light or dark, `prefers-color-scheme`), or one the visitor picks.
//!
//! A button in the header cycles system -> light -> dark. The choice is the root element's
//! `data-theme` attribute (absent for the system's), which the stylesheet reads: its dark colours
//! apply under `[data-theme="dark"]`, and under `prefers-color-scheme: dark` unless
//! `[data-theme="light"]`. Kept in local storage, so a reload keeps it; storage that refuses only
//! means the choice lasts until the page closes.

use yew::prelude::*;

/// The local-storage key of the choice.
pub const KEY: &str = "tpu-playground.theme";

/// What the visitor chose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    System,
    Light,
    Dark,
}

impl Theme {
    /// The next in the button's cycle.
    pub fn next(self) -> Theme {
        match self {
            Theme::System => Theme::Light,
            Theme::Light => Theme::Dark,
            Theme::Dark => Theme::System,
        }
    }

    /// The `data-theme` value (none for the system's).
    pub fn attribute(self) -> Option<&'static str> {
        match self {
            Theme::System => None,
            Theme::Light => Some("light"),
            Theme::Dark => Some("dark"),
        }
    }

    pub fn parse(s: &str) -> Theme {
        match s {
            "light" => Theme::Light,
            "dark" => Theme::Dark,
            _ => Theme::System,
        }
    }

    fn label(self) -> &'static str {
        match self {
            Theme::System => "Theme: system",
            Theme::Light => "Theme: light",
            Theme::Dark => "Theme: dark",
        }
    }
}

/// The stored choice (the system's when none is stored or storage refuses).
pub fn stored() -> Theme {
    crate::saved::storage()
        .ok()
        .and_then(|s| s.get_item(KEY).ok().flatten())
        .map_or(Theme::System, |v| Theme::parse(&v))
}

/// Applies `theme` to the page's root element and keeps it.
pub fn apply(theme: Theme) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = match theme.attribute() {
            Some(v) => root.set_attribute("data-theme", v),
            None => root.remove_attribute("data-theme"),
        };
    }
    if let Ok(s) = crate::saved::storage() {
        let _ = match theme.attribute() {
            Some(v) => s.set_item(KEY, v),
            None => s.remove_item(KEY),
        };
    }
}

/// The header's theme button.
#[function_component(ThemeToggle)]
pub fn theme_toggle() -> Html {
    let theme = use_state(|| {
        let t = stored();
        apply(t);
        t
    });
    let onclick = {
        let theme = theme.clone();
        Callback::from(move |_: MouseEvent| {
            let next = theme.next();
            apply(next);
            theme.set(next);
        })
    };
    html! {
        <button id="theme" class="secondary theme" {onclick} data-theme={theme.attribute().unwrap_or("system")}
            title="Colours: the system's, light or dark (click to change)">{ theme.label() }</button>
    }
}
