//! The messages between the page and the worker that runs the core (see `run::worker` and `run::runner`).
//!
//! Each message is one serde_json string: the page and the worker are two instances of the same
//! wasm module, so both ends share these types, and a string crosses `postMessage` as one copy
//! (no structured clone of a deep object). The exception is the trace: a [`ToPage::Events`] piece
//! crosses as the bytes of `tpu_emu::trace::wire` (a `Uint8Array` whose buffer is transferred),
//! because a training loop's tens of thousands of events as JSON were most of what the page added
//! to the run's time (docs/benchmarks.md, twenty-sixth stop). `wasm-tests/tests/worker.rs`
//! measures the `Finish` message's size and encode/decode time for the MLP example.

use serde::{Deserialize, Serialize};
use tpu_emu::chip::ChipId;
use tpu_emu::dispatch::EagerMode;
use tpu_torch::runtime::RunConfig;

use std::collections::VecDeque;

use tpu_emu::trace::{self, Event};

use crate::run::compile_store::Stored;
use crate::run::slices::{Finish, Pause, StepKind, Tick};
use crate::run::world::WorldFinish;

/// The run's settings ([`RunConfig`] without serde of its own).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    pub mode: EagerMode,
    pub chip: ChipId,
    pub step_limit: u64,
}

impl From<&RunConfig> for Settings {
    fn from(c: &RunConfig) -> Self {
        Settings {
            mode: c.mode,
            chip: c.chip,
            step_limit: c.step_limit,
        }
    }
}

impl From<&Settings> for RunConfig {
    fn from(s: &Settings) -> Self {
        RunConfig {
            mode: s.mode,
            chip: s.chip,
            step_limit: s.step_limit,
            ..RunConfig::default()
        }
    }
}

/// Page to worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ToWorker {
    /// Find the device for `backend` (see `Device::detect`); answered with `Badge`.
    Detect {
        backend: super::device::BackendChoice,
    },
    /// Run a program; with `pause`, stop after its first op (or sync) and wait. `cache` is what
    /// local storage holds for the compile cache's persistent tier.
    Start {
        source: String,
        settings: Settings,
        pause: Option<StepKind>,
        cache: Stored,
    },
    /// Run a distributed program through the SPMD runner (`run::world`), launched for the
    /// page's `topology` as `world::launch_for` decides.
    StartWorld {
        source: String,
        settings: Settings,
        topology: String,
        cache: Stored,
    },
    Stop,
    /// A paused run goes on: Step (pause again at the next op or sync) or Run (`None`).
    Resume {
        pause: Option<StepKind>,
    },
}

/// Events per [`ToPage::Events`] message. The retained trace of a run can be megabytes (the MLP
/// example's was 1.6 MB as JSON); decoded in one message it was one 90 ms task on the page's main
/// thread the first time, so it comes in pieces, each decoded in a task of its own. In the binary
/// form a piece of 4,000 events decodes in about a millisecond; pieces of 500 cost the worker a
/// `postMessage` each for little (87 of them for the polynomial-fit tutorial).
pub const EVENTS_PER_MESSAGE: usize = 4_000;

/// Worker to page.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ToPage {
    /// The device the worker runs on, as the badge says it.
    Badge {
        badge: String,
    },
    Output {
        text: String,
    },
    Tick(Tick),
    /// A piece of the run's trace: sent while the run runs and before a `Paused` or `Finished`,
    /// which come with their `events` empty; the page puts the pieces back together
    /// ([`EventLog`]). Never JSON: it crosses as bytes ([`to_wire`]).
    #[serde(skip)]
    Events(Vec<Event>),
    /// A piece of the trace already in its binary form (what the worker streams during a run,
    /// encoded from the trace in place): it reaches the page as [`ToPage::Events`].
    #[serde(skip)]
    EventBytes(Vec<u8>),
    Paused(Box<Pause>),
    /// The compile cache's new file (one character per byte), for local storage.
    Cache {
        text: String,
    },
    Finished(Box<Finish>),
    /// A distributed run ended (its rank 0's events come in `Events` pieces before it).
    WorldFinished(Box<WorldFinish>),
    /// A panic in the worker: its message and place. The worker is dead after it.
    Crashed {
        message: String,
    },
}

/// `msg` after its events in pieces: what the worker posts for a `Paused` or `Finished`.
pub fn with_events(events: Vec<Event>, msg: ToPage) -> Vec<ToPage> {
    let mut out = event_pieces(events);
    out.push(msg);
    out
}

/// `events` as [`ToPage::Events`] messages of at most [`EVENTS_PER_MESSAGE`].
pub fn event_pieces(events: Vec<Event>) -> Vec<ToPage> {
    let mut out = Vec::with_capacity(events.len().div_ceil(EVENTS_PER_MESSAGE));
    let mut rest = events.into_iter();
    loop {
        let piece: Vec<Event> = rest.by_ref().take(EVENTS_PER_MESSAGE).collect();
        if piece.is_empty() {
            return out;
        }
        out.push(ToPage::Events(piece));
    }
}

/// `events` in the binary form, in pieces of at most [`EVENTS_PER_MESSAGE`] (none for none).
pub fn event_bytes(events: &mut dyn Iterator<Item = &Event>) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    loop {
        let mut n = 0;
        let bytes = tpu_emu::trace::wire::encode(
            (&mut *events).take(EVENTS_PER_MESSAGE).inspect(|_| n += 1),
        );
        if n == 0 {
            return out;
        }
        out.push(bytes);
    }
}

/// A run's events as the page puts them back together from the pieces the worker sends during the
/// run and with a pause or the finish: the newest [`trace::CAPACITY`] of them, as the worker's
/// trace keeps.
#[derive(Debug, Default)]
pub struct EventLog {
    events: VecDeque<Event>,
}

impl EventLog {
    pub fn extend(&mut self, piece: Vec<Event>) {
        self.events.extend(piece);
        let over = self.events.len().saturating_sub(trace::CAPACITY);
        self.events.drain(..over);
    }

    /// Every event so far (for a pause: the log goes on).
    pub fn snapshot(&self) -> Vec<Event> {
        self.events.iter().cloned().collect()
    }

    /// Every event (for the finish).
    pub fn into_vec(self) -> Vec<Event> {
        self.events.into()
    }
}

/// One message as `postMessage` carries it: text, or a trace piece's bytes.
#[derive(Debug, PartialEq)]
pub enum Wire {
    Text(String),
    Bytes(Vec<u8>),
}

/// What the worker posts for `msg`.
pub fn to_wire(msg: &ToPage) -> Wire {
    match msg {
        ToPage::Events(events) => Wire::Bytes(tpu_emu::trace::wire::encode(events)),
        ToPage::EventBytes(bytes) => Wire::Bytes(bytes.clone()),
        m => Wire::Text(encode(m)),
    }
}

/// The message back from what the page received.
pub fn from_wire(wire: &Wire) -> Result<ToPage, String> {
    match wire {
        Wire::Text(text) => decode(text),
        Wire::Bytes(bytes) => tpu_emu::trace::wire::decode(bytes)
            .map(ToPage::Events)
            .map_err(|e| format!("a malformed trace piece ({e})")),
    }
}

/// One message as the text `postMessage` carries.
pub fn encode<T: Serialize>(msg: &T) -> String {
    // Every field is a plain value (no map with non-string keys): serialization cannot fail.
    serde_json::to_string(msg).unwrap_or_else(|e| format!("{{\"unencodable\":\"{e}\"}}"))
}

/// A message back from text; an error names what did not parse.
pub fn decode<'a, T: Deserialize<'a>>(text: &'a str) -> Result<T, String> {
    serde_json::from_str(text).map_err(|e| format!("a malformed message ({e})"))
}
