//! The vocabulary of the MXU: dataflows, timing modes, array shapes, GEMMs, and how a dataflow lays a
//! GEMM onto the array's rows, columns and time.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Which operand stays put in the PEs while the others move through the array.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Dataflow {
    /// The TPU's: PE(k, n) holds B[k, n]; rows of A stream in from the left, partial sums flow down.
    #[serde(rename = "ws")]
    WeightStationary,
    /// PE(m, n) accumulates C[m, n]; A streams from the left, B from the top.
    #[serde(rename = "os")]
    OutputStationary,
    /// PE(k, m) holds A[m, k]; columns of B stream in from the left, partial sums flow down.
    #[serde(rename = "is")]
    InputStationary,
}

impl Dataflow {
    /// All three, in the order tables list them (SCALE-Sim's: os, ws, is).
    pub const ALL: [Dataflow; 3] = [
        Dataflow::OutputStationary,
        Dataflow::WeightStationary,
        Dataflow::InputStationary,
    ];

    /// SCALE-Sim's short name, also the CLI's.
    pub fn short(self) -> &'static str {
        match self {
            Dataflow::WeightStationary => "ws",
            Dataflow::OutputStationary => "os",
            Dataflow::InputStationary => "is",
        }
    }

    /// Lays a GEMM onto the array: which extent is spread over rows, which over columns, which streams.
    pub fn layout(self, gemm: Gemm) -> Layout {
        let Gemm { m, k, n } = gemm;
        let (sr, sc, t) = match self {
            Dataflow::OutputStationary => (m, n, k),
            Dataflow::WeightStationary => (k, n, m),
            Dataflow::InputStationary => (k, m, n),
        };
        Layout { sr, sc, t }
    }
}

impl fmt::Display for Dataflow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.short())
    }
}

impl FromStr for Dataflow {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "ws" => Ok(Dataflow::WeightStationary),
            "os" => Ok(Dataflow::OutputStationary),
            "is" => Ok(Dataflow::InputStationary),
            _ => Err(format!("unknown dataflow '{s}': expected ws, os or is")),
        }
    }
}

/// Which timing the analytic model and the simulator's sequencer follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mode {
    /// SCALE-Sim v2's: folds run one after another, each fully drained before the next loads.
    #[serde(rename = "scalesim")]
    ScaleSim,
    /// A real MXU's: the next fold's stationary tile loads into shadow registers while the current
    /// fold streams, and the folds' wavefronts follow each other through the array.
    #[serde(rename = "tpu")]
    Tpu,
}

impl Mode {
    /// Both, in the order tables list them.
    pub const ALL: [Mode; 2] = [Mode::ScaleSim, Mode::Tpu];

    /// The CLI's name.
    pub fn name(self) -> &'static str {
        match self {
            Mode::ScaleSim => "scalesim",
            Mode::Tpu => "tpu",
        }
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Mode {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "scalesim" => Ok(Mode::ScaleSim),
            "tpu" => Ok(Mode::Tpu),
            _ => Err(format!("unknown mode '{s}': expected scalesim or tpu")),
        }
    }
}

/// An R x C grid of processing elements. Serialised as `"RxC"`, the way SCALE-Sim's reports name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ArrayShape {
    pub rows: u32,
    pub cols: u32,
}

impl ArrayShape {
    /// The smallest side the models accept: a 1-wide array has no skew to teach and breaks no formula,
    /// but the page's presets start at 4 and 2 is the smallest that still shows a wavefront.
    pub const MIN_SIDE: u32 = 2;
    /// The largest side: twice a TPU's 128, enough for any teaching size while keeping PE-cycle counts
    /// of the largest accepted GEMM inside a u64.
    pub const MAX_SIDE: u32 = 256;
    /// The page's presets: teaching sizes 4, 8, 16 and the TPU's 128.
    pub const PRESETS: [ArrayShape; 4] = [
        ArrayShape { rows: 4, cols: 4 },
        ArrayShape { rows: 8, cols: 8 },
        ArrayShape { rows: 16, cols: 16 },
        ArrayShape {
            rows: 128,
            cols: 128,
        },
    ];

    /// A checked shape.
    pub fn new(rows: u32, cols: u32) -> Result<Self, String> {
        for (what, side) in [("rows", rows), ("cols", cols)] {
            if !(Self::MIN_SIDE..=Self::MAX_SIDE).contains(&side) {
                return Err(format!(
                    "array {what} must be between {} and {}, got {side}",
                    Self::MIN_SIDE,
                    Self::MAX_SIDE
                ));
            }
        }
        Ok(ArrayShape { rows, cols })
    }

    /// A checked square shape.
    pub fn square(side: u32) -> Result<Self, String> {
        Self::new(side, side)
    }

    /// Number of PEs.
    pub fn pes(self) -> u64 {
        u64::from(self.rows) * u64::from(self.cols)
    }
}

impl fmt::Display for ArrayShape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.rows, self.cols)
    }
}

impl FromStr for ArrayShape {
    type Err = String;
    /// `"8"` is a square 8x8 array; `"8x16"` has 8 rows and 16 columns.
    fn from_str(s: &str) -> Result<Self, String> {
        let side = |p: &str| {
            p.trim()
                .parse::<u32>()
                .map_err(|_| format!("bad array size '{s}': expected N or RxC, e.g. 8 or 8x16"))
        };
        match s.split_once('x') {
            Some((r, c)) => Self::new(side(r)?, side(c)?),
            None => Self::square(side(s)?),
        }
    }
}

impl Serialize for ArrayShape {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for ArrayShape {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// C[M x N] = A[M x K] B[K x N].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Gemm {
    #[serde(rename = "M")]
    pub m: u64,
    #[serde(rename = "K")]
    pub k: u64,
    #[serde(rename = "N")]
    pub n: u64,
}

impl Gemm {
    /// The largest extent accepted. With sides up to 256 it keeps every cycle and PE-cycle count of
    /// one GEMM below 2^62, so the models can use plain u64 arithmetic.
    pub const MAX_DIM: u64 = 1 << 20;

    /// A checked GEMM.
    pub fn new(m: u64, k: u64, n: u64) -> Result<Self, String> {
        for (what, d) in [("M", m), ("K", k), ("N", n)] {
            if !(1..=Self::MAX_DIM).contains(&d) {
                return Err(format!(
                    "{what} must be between 1 and {}, got {d}",
                    Self::MAX_DIM
                ));
            }
        }
        Ok(Gemm { m, k, n })
    }

    /// Multiply-accumulates the GEMM needs.
    pub fn macs(self) -> u64 {
        self.m * self.k * self.n
    }
}

impl fmt::Display for Gemm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {}, {})", self.m, self.k, self.n)
    }
}

/// A GEMM as a dataflow sees it: `sr` is spread over the array's rows, `sc` over its columns, and
/// `t` streams through in time (SCALE-Sim's Sr, Sc, T).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    pub sr: u64,
    pub sc: u64,
    pub t: u64,
}

impl Layout {
    /// Row folds (`ceil(Sr / R)`) and column folds (`ceil(Sc / C)`).
    pub fn folds(self, array: ArrayShape) -> (u64, u64) {
        (
            self.sr.div_ceil(u64::from(array.rows)),
            self.sc.div_ceil(u64::from(array.cols)),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for df in Dataflow::ALL {
            assert_eq!(df.short().parse::<Dataflow>(), Ok(df));
        }
        for mode in Mode::ALL {
            assert_eq!(mode.name().parse::<Mode>(), Ok(mode));
        }
        assert_eq!("8".parse(), Ok(ArrayShape { rows: 8, cols: 8 }));
        assert_eq!("8x16".parse(), Ok(ArrayShape { rows: 8, cols: 16 }));
        assert!("1".parse::<ArrayShape>().is_err());
        assert!("257".parse::<ArrayShape>().is_err());
        assert!("8y8".parse::<ArrayShape>().is_err());
        let json = serde_json::to_string(&ArrayShape::PRESETS[3]).unwrap();
        assert_eq!(json, "\"128x128\"");
        assert_eq!(
            serde_json::from_str::<ArrayShape>(&json).unwrap(),
            ArrayShape::PRESETS[3]
        );
    }

    #[test]
    fn layouts_follow_scalesim() {
        let g = Gemm::new(17, 33, 9).unwrap();
        let l = Dataflow::WeightStationary.layout(g);
        assert_eq!((l.sr, l.sc, l.t), (33, 9, 17));
        let l = Dataflow::InputStationary.layout(g);
        assert_eq!((l.sr, l.sc, l.t), (33, 17, 9));
        let l = Dataflow::OutputStationary.layout(g);
        assert_eq!((l.sr, l.sc, l.t), (17, 9, 33));
        assert_eq!(l.folds(ArrayShape::square(4).unwrap()), (5, 3));
        assert!(Gemm::new(0, 1, 1).is_err());
        assert!(Gemm::new(1, Gemm::MAX_DIM + 1, 1).is_err());
    }
}
