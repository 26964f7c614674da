//! The worker's side: `dist/worker.js` loads this same module in a dedicated worker and calls
//! [`worker_main`], so the core runs off the page's main thread and the page never waits on it.
//!
//! The worker owns the device (WebGPU is `navigator.gpu` in a worker too, and wgpu finds it
//! through the global) and runs [`slices::run_with_store`] as the page did: slices sized by time,
//! yielding through the global's `setTimeout`, which is also when the page's Stop and Step
//! messages get in. [`WorkerCore`] is the message handler without the worker around it, so the
//! browser suites drive it in-process.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::run::compile_store::RelayStore;
use crate::run::device::Device;
use crate::run::protocol::{self, ToPage, ToWorker};
use crate::run::slices::{self, Control};
use crate::run::world;
use tpu_emu::fusion::persist::PersistentTier;

/// The worker's state: the device, and the run's control while one runs.
pub struct WorkerCore {
    post: Rc<dyn Fn(ToPage)>,
    device: RefCell<Option<Rc<Device>>>,
    /// Set while a `Detect` is looking: a `Start` waits for it.
    detecting: Cell<bool>,
    control: RefCell<Option<Rc<Control>>>,
}

impl WorkerCore {
    /// A handler that answers through `post`.
    pub fn new(post: Rc<dyn Fn(ToPage)>) -> Rc<Self> {
        Rc::new(WorkerCore {
            post,
            device: RefCell::new(None),
            detecting: Cell::new(false),
            control: RefCell::new(None),
        })
    }

    /// One message's text, as `postMessage` delivered it.
    pub fn receive(self: &Rc<Self>, text: &str) {
        match protocol::decode::<ToWorker>(text) {
            Ok(msg) => self.handle(msg),
            Err(e) => web_sys::console::error_1(&format!("tpu worker: {e}").into()),
        }
    }

    pub fn handle(self: &Rc<Self>, msg: ToWorker) {
        match msg {
            ToWorker::Detect { backend } => {
                self.detecting.set(true);
                let me = self.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let device = Device::detect(backend).await;
                    (me.post)(ToPage::Badge {
                        badge: device.badge(),
                    });
                    *me.device.borrow_mut() = Some(Rc::new(device));
                    me.detecting.set(false);
                });
            }
            ToWorker::Start {
                source,
                settings,
                pause,
                cache,
            } => {
                let control = Rc::new(Control::new(Rc::new(Cell::new(false))));
                control.pause.set(pause);
                *self.control.borrow_mut() = Some(control.clone());
                let me = self.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let device = me.device_for_run().await;
                    let config = (&settings).into();
                    let post = me.post.clone();
                    let store = Box::new(RelayStore {
                        stored: cache,
                        sent: Box::new(move |text| post(ToPage::Cache { text })),
                    });
                    let (out, ticks, pauses) = (me.post.clone(), me.post.clone(), me.post.clone());
                    // The trace goes to the page while the run runs (see `run_with_store`).
                    let pieces = me.post.clone();
                    let stream: slices::EventStream = Box::new(move |events| {
                        for bytes in protocol::event_bytes(events) {
                            pieces(ToPage::EventBytes(bytes));
                        }
                    });
                    let finish = slices::run_with_store(
                        &source,
                        device.backend(),
                        &config,
                        control,
                        store,
                        move |text| out(ToPage::Output { text }),
                        move |t| ticks(ToPage::Tick(t)),
                        move |mut p| {
                            let events = std::mem::take(&mut p.events);
                            for m in protocol::with_events(events, ToPage::Paused(Box::new(p))) {
                                pauses(m);
                            }
                        },
                        Some(stream),
                    )
                    .await;
                    me.control.borrow_mut().take();
                    let mut finish = finish;
                    let events = std::mem::take(&mut finish.events);
                    for m in protocol::with_events(events, ToPage::Finished(Box::new(finish))) {
                        (me.post)(m);
                    }
                });
            }
            ToWorker::StartWorld {
                source,
                settings,
                topology,
                cache,
            } => {
                let control = Rc::new(Control::new(Rc::new(Cell::new(false))));
                *self.control.borrow_mut() = Some(control.clone());
                let me = self.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let device = me.device_for_run().await;
                    let config = (&settings).into();
                    let post = me.post.clone();
                    let tier = PersistentTier::open(Box::new(RelayStore {
                        stored: cache,
                        sent: Box::new(move |text| post(ToPage::Cache { text })),
                    }));
                    let mut finish = match world::launch_for(&source, &topology) {
                        Ok(launch) => {
                            let stop = control.stop.clone();
                            world::run_world_with(&source, device, &config, &launch, stop, tier)
                                .await
                        }
                        Err(e) => {
                            let err = tpu_lang::PyErr::value_error(e);
                            let text = format!("{}\n", err.header());
                            world::WorldFinish {
                                end: slices::End::Failed(err, text),
                                consoles: Vec::new(),
                                report: None,
                                events: Vec::new(),
                                traffic: None,
                                memory: Vec::new(),
                            }
                        }
                    };
                    me.control.borrow_mut().take();
                    let events = std::mem::take(&mut finish.events);
                    for m in protocol::with_events(events, ToPage::WorldFinished(Box::new(finish)))
                    {
                        (me.post)(m);
                    }
                });
            }
            ToWorker::Stop => {
                if let Some(c) = self.control.borrow().clone() {
                    c.request_stop();
                }
            }
            ToWorker::Resume { pause } => {
                if let Some(c) = self.control.borrow().clone() {
                    c.go_on(pause);
                }
            }
        }
    }

    /// The device, once `Detect` has found it; a lost one is replaced first (the badge says so).
    async fn device_for_run(&self) -> Rc<Device> {
        loop {
            let known = self.device.borrow().clone();
            match known {
                Some(d) => {
                    let Some(why) = d.lost() else { return d };
                    let fresh = Rc::new(Device::renew(&why).await);
                    (self.post)(ToPage::Badge {
                        badge: fresh.badge(),
                    });
                    *self.device.borrow_mut() = Some(fresh.clone());
                    return fresh;
                }
                None if self.detecting.get() => slices::sleep_ms(5).await,
                // A Start without a Detect: the default device.
                None => {
                    let d = Rc::new(Device::detect(super::device::BackendChoice::Auto).await);
                    (self.post)(ToPage::Badge { badge: d.badge() });
                    *self.device.borrow_mut() = Some(d.clone());
                    return d;
                }
            }
        }
    }
}

/// The worker's entry point (`dist/worker.js`): `early` holds the messages that arrived while the
/// module loaded; later ones come through `onmessage`.
#[wasm_bindgen]
pub fn worker_main(early: js_sys::Array) {
    crate::library_fetch();
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let to_page = scope.clone();
    let post: Rc<dyn Fn(ToPage)> = Rc::new(move |m: ToPage| match protocol::to_wire(&m) {
        protocol::Wire::Text(text) => {
            let _ = to_page.post_message(&JsValue::from_str(&text));
        }
        // A trace piece's buffer is handed over rather than copied.
        protocol::Wire::Bytes(bytes) => {
            let bytes = js_sys::Uint8Array::from(&bytes[..]);
            let transfer = js_sys::Array::of1(&bytes.buffer());
            let _ = to_page.post_message_with_transfer(&bytes, &transfer);
        }
    });
    let crashed = post.clone();
    crate::crash::install_worker(Rc::new(move |message| crashed(ToPage::Crashed { message })));
    let core = WorkerCore::new(post);
    let handler = core.clone();
    let onmessage =
        Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            if let Some(text) = e.data().as_string() {
                handler.receive(&text);
            }
        });
    scope.set_onmessage(Some(onmessage.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    onmessage.forget();
    for m in early.iter() {
        if let Some(text) = m.as_string() {
            core.receive(&text);
        }
    }
}
