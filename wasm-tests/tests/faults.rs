//! GPU faults in the browser (issue 10, item 4): a WebGPU device lost mid-run (`GPUDevice.destroy()`
//! through the `fault-injection` handle) and a kernel whose WGSL the browser refuses. Each run
//! fails with a clear error at a line; the next run (on a fresh device after a loss) prints what
//! PyTorch printed. An adapter request that resolves to null falls back to the CPU with the reason.
//! Headless Chromium without WebGPU has nothing to test here and says so.
#![cfg(target_arch = "wasm32")]

mod common;

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use tpu_core::device::gpu::Fault;
use tpu_web::run::device::{BackendChoice, Device};
use tpu_web::run::slices::{self, End};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Written by scripts/goldens.py from a real PyTorch 2.15 run of the example.
const GOLDEN: &str = include_str!("../../core/tests/golden/01_hello_tpu.out");
const HELLO: &str = include_str!("../../assets/examples/01_hello_tpu.py");

/// Runs `source` on `device`, calling `on_output` at the run's first output; what it printed and
/// its error text (with the line), if it failed.
async fn run(device: &Device, on_output: impl Fn() + 'static) -> (String, Option<(u32, String)>) {
    let out = Rc::new(RefCell::new(String::new()));
    let sink = out.clone();
    let fired = Cell::new(false);
    let finish = slices::run(
        HELLO,
        device.backend(),
        Rc::new(Cell::new(false)),
        move |t| {
            sink.borrow_mut().push_str(&t);
            if !fired.replace(true) {
                on_output();
            }
        },
    )
    .await;
    let err = match finish.end {
        End::Done => None,
        End::Failed(e, text) => Some((e.span().map_or(0, |s| s.line), text)),
        End::Stopped => Some((0, "stopped".into())),
    };
    let printed = out.borrow().clone();
    (printed, err)
}

async fn webgpu() -> Option<Device> {
    match Device::detect(BackendChoice::Gpu).await {
        d @ Device::Gpu(..) => Some(d),
        Device::Cpu(why) => {
            common::no_webgpu("the WebGPU fault tests", &why);
            None
        }
    }
}

fn handle(device: &Device) -> tpu_core::device::gpu::FaultHandle {
    match device {
        Device::Gpu(g, _) => g.fault_handle(),
        Device::Cpu(_) => unreachable!("webgpu() returns GPU devices only"),
    }
}

#[wasm_bindgen_test]
async fn a_device_lost_mid_run_fails_at_a_line_and_the_next_run_gets_a_fresh_device() {
    let Some(device) = webgpu().await else { return };
    let faults = handle(&device);
    let (printed, err) = run(&device, move || faults.inject(Fault::DeviceLost)).await;
    let (line, text) = err.expect("the run on a destroyed device must fail");
    assert!(
        text.contains("the WebGPU device was lost")
            && text.contains("the next run starts on a fresh device"),
        "{text}"
    );
    // The device went once print(x) (line 15) had printed; a later print needs it.
    assert!(line > 15, "line {line}: {text}");
    assert!(GOLDEN.starts_with(&printed), "{printed}");
    let why = device.lost().expect("the page's device knows it was lost");
    let fresh = Device::renew(&why).await;
    assert!(fresh.lost().is_none());
    assert!(
        fresh
            .badge()
            .contains("\na fresh device: the last one was lost. "),
        "{}",
        fresh.badge()
    );
    let (printed, err) = run(&fresh, || {}).await;
    assert!(err.is_none(), "{err:?}");
    assert!(common::same_output(GOLDEN, &printed, 1e-5), "{printed}");
}

#[wasm_bindgen_test]
async fn a_kernel_the_browser_refuses_is_named_and_the_next_run_works() {
    let Some(device) = webgpu().await else { return };
    handle(&device).inject(Fault::ShaderCompile("binary"));
    let (printed, err) = run(&device, || {}).await;
    let (line, text) = err.expect("a broken elementwise kernel must fail the run");
    assert!(
        text.contains("the GPU kernel `binary` failed to compile its WGSL"),
        "{text}"
    );
    assert!(line >= 12, "line {line}: {text}");
    assert!(GOLDEN.starts_with(&printed), "{printed}");
    assert!(device.lost().is_none());
    let (printed, err) = run(&device, || {}).await;
    assert!(err.is_none(), "{err:?}");
    assert!(common::same_output(GOLDEN, &printed, 1e-5), "{printed}");
}

/// WebGPU present, but `navigator.gpu.requestAdapter()` resolves to null (what a browser with a
/// blocklisted GPU does): the page falls back to the CPU, says why, and runs the program there.
#[wasm_bindgen_test]
async fn an_adapter_request_that_resolves_to_null_falls_back_to_the_cpu_and_says_why() {
    let navigator =
        js_sys::Reflect::get(&js_sys::global(), &"navigator".into()).expect("navigator");
    let gpu = js_sys::Reflect::get(&navigator, &"gpu".into()).expect("navigator.gpu");
    if gpu.is_undefined() {
        web_sys::console::log_1(&"NOTE: no navigator.gpu: nothing to stub".into());
        return;
    }
    let null_adapter = js_sys::Function::new_no_args("return Promise.resolve(null);");
    js_sys::Reflect::set(&gpu, &"requestAdapter".into(), &null_adapter).expect("stub");
    let device = Device::detect(BackendChoice::Gpu).await;
    // The prototype's method is back once the own property goes.
    js_sys::Reflect::delete_property(&gpu.clone().into(), &"requestAdapter".into())
        .expect("unstub");
    let why = match &device {
        Device::Cpu(why) => why.clone(),
        Device::Gpu(..) => panic!("a null adapter gave a WebGPU device"),
    };
    assert!(
        why.starts_with("WebGPU gave no device: no GPU adapter"),
        "{why}"
    );
    assert!(device.badge().contains(&why), "{}", device.badge());
    let (printed, err) = run(&device, || {}).await;
    assert!(err.is_none(), "{err:?}");
    assert!(common::same_output(GOLDEN, &printed, 1e-5), "{printed}");
    // The stub is gone: the next detection finds the browser's adapter again.
    assert!(matches!(
        Device::detect(BackendChoice::Gpu).await,
        Device::Gpu(..)
    ));
}
