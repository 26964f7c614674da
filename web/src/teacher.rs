//! Teacher mode: `?teacher` in the page's address hides controls, for embedding a lesson.
//!
//! `?teacher` (or `?teacher=1`) hides everything but Run, Step and Stop: the gallery, the mode
//! and chip selectors, Compare, Share and the download. `?teacher=gallery,share` hides only the
//! controls named (`gallery`, `settings` for mode and chip, `compare`, `share`, `export`, `step`).
//! It is in the query, not the hash, so the shared state in the hash stays as it is and a teacher
//! writes one link: `page?teacher#v=1&src=...`. Unknown names are ignored.

/// Which controls are hidden.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hidden {
    pub gallery: bool,
    pub settings: bool,
    pub compare: bool,
    pub share: bool,
    pub export: bool,
    pub step: bool,
}

impl Hidden {
    /// From the `teacher` parameter's value; `None` (no parameter) hides nothing.
    pub fn parse(value: Option<&str>) -> Hidden {
        let Some(v) = value else {
            return Hidden::default();
        };
        let v = v.trim();
        if v.is_empty() || v == "1" || v == "true" {
            return Hidden {
                gallery: true,
                settings: true,
                compare: true,
                share: true,
                export: true,
                step: false,
            };
        }
        let mut h = Hidden::default();
        for name in v.split(',').map(str::trim) {
            match name {
                "gallery" => h.gallery = true,
                "settings" => h.settings = true,
                "compare" => h.compare = true,
                "share" => h.share = true,
                "export" => h.export = true,
                "step" => h.step = true,
                _ => {}
            }
        }
        h
    }

    /// Whether any control is hidden (the page is in teacher mode).
    pub fn any(&self) -> bool {
        *self != Hidden::default()
    }
}
