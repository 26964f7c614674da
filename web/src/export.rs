//! "Download as a PyTorch script": the program as a `.py` file, made in the page (a Blob and an
//! anchor with `download`), nothing sent anywhere; the run's trace leaves the same way.
//!
//! The program is written as it is, `device = "tpu"` included: the file is the program the page
//! ran, byte for byte, after a two-line header that says where it came from and which line to
//! change to run it on real PyTorch (which has no "tpu" device of its own).

use wasm_bindgen::{JsCast, JsValue};

pub const HEADER: &str = "# Exported from TPU Playground. It runs here with device = \"tpu\" as written;\n# on real PyTorch, set device to \"cuda\", \"cpu\" or an XLA device instead.\n";

/// The file's text: the header, then the program unchanged (ending with a newline).
pub fn script(source: &str) -> String {
    let mut text = String::with_capacity(HEADER.len() + source.len() + 1);
    text.push_str(HEADER);
    text.push_str(source);
    if !source.ends_with('\n') {
        text.push('\n');
    }
    text
}

/// The file's name: the example's name, or `program`, with `.py`; only `[A-Za-z0-9_-]` kept.
pub fn file_name(example: Option<&str>) -> String {
    let stem: String = example
        .unwrap_or("program")
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
        .collect();
    format!("{}.py", if stem.is_empty() { "program" } else { &stem })
}

/// The script as a Blob (`text/x-python`).
pub fn blob(source: &str) -> Result<web_sys::Blob, JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(&script(source)));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/x-python;charset=utf-8");
    web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
}

/// Starts the download: a Blob URL on a temporary anchor, clicked, then revoked.
pub fn download(source: &str, example: Option<&str>) -> Result<(), JsValue> {
    save(&blob(source)?, &file_name(example))
}

/// Any text as a file download (the run's trace, `application/json`).
pub fn download_text(text: &str, name: &str, mime: &str) -> Result<(), JsValue> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    save(
        &web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?,
        name,
    )
}

fn save(blob: &web_sys::Blob, name: &str) -> Result<(), JsValue> {
    let url = web_sys::Url::create_object_url_with_blob(blob)?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let a: web_sys::HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
    a.set_href(&url);
    a.set_download(name);
    a.set_hidden(true);
    let body = document
        .body()
        .ok_or_else(|| JsValue::from_str("no body"))?;
    body.append_child(&a)?;
    a.click();
    a.remove();
    web_sys::Url::revoke_object_url(&url)?;
    Ok(())
}
