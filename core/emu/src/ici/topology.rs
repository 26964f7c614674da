//! Chips on a torus: coordinates, ranks, directed links, dimension-order routes, the TPU
//! generations' link figures and slice presets, and the emulated hosts chips are grouped into.
//!
//! Conventions (those of `core/testdata/torus`, see `scripts/refdata/torus.py`):
//! - `4x4x4` lists d1, d2, d3. A rank is row-major with d1 most significant, so the chips of one
//!   d3 line are consecutive ranks. Dimension-ordered schedules reduce-scatter d1 first, which
//!   makes rank r end with chunk r, as `reduce_scatter_tensor` wants.
//! - Every dimension of size > 1 is a ring with wraparound; each chip has a `+` and a `-` port in
//!   it. A directed link is one direction of one port: id = chip * 2k + 2 * dim + (0 for +, 1 for -)
//!   with k the number of dimensions. In a dimension of size 2 both ports reach the same
//!   neighbour, as the two cables of a wrapped pair do; they are still two links.

use serde::{Deserialize, Serialize};

use super::{err, IciError};

/// The most dimensions a topology has: TPU slices are 1-D, 2-D or 3-D.
pub const MAX_DIMS: usize = 3;

/// A chip generation: its ICI link figures and how many chips one host drives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Generation {
    V4,
    V5e,
    V5p,
    V6e,
}

impl Generation {
    pub const ALL: [Generation; 4] = [
        Generation::V4,
        Generation::V5e,
        Generation::V5p,
        Generation::V6e,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Generation::V4 => "v4",
            Generation::V5e => "v5e",
            Generation::V5p => "v5p",
            Generation::V6e => "v6e",
        }
    }

    pub fn parse(name: &str) -> Option<Generation> {
        Generation::ALL.into_iter().find(|g| g.name() == name)
    }

    /// One direction of one ICI link, from the scaling-book figures quoted in the oracle README
    /// §1 (v4 4.5e10, v5e 5e10, v5p 1e11, v6e 1e11 B/s). No per-generation hop latency is
    /// published there, so every generation uses the reference's α = 1 µs.
    pub fn link_params(self) -> LinkParams {
        let bandwidth = match self {
            Generation::V4 => 4.5e10,
            Generation::V5e => 5e10,
            Generation::V5p | Generation::V6e => 1e11,
        };
        LinkParams {
            bandwidth_bytes_per_s: bandwidth,
            latency_s: 1e-6,
        }
    }

    /// Chips per host VM. v5e and v6e: 8 ("Chips per host: 8" in the Cloud TPU v5e and v6e spec
    /// tables). v5p: 4 (its slice table lists 2x2x1 as 4 chips on 1 host). v4: 4, as for v5p
    /// (the v4-8 slice is one host of four chips; that page's table was not in the stored copy).
    pub fn chips_per_host(self) -> usize {
        match self {
            Generation::V4 | Generation::V5p => 4,
            Generation::V5e | Generation::V6e => 8,
        }
    }
}

/// The α–β parameters: bandwidth of one directed link and the fixed cost of one step (hop).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct LinkParams {
    pub bandwidth_bytes_per_s: f64,
    pub latency_s: f64,
}

impl LinkParams {
    /// The reference table's values: B = 1e11 B/s per directed link, α = 1 µs.
    pub const REFERENCE: LinkParams = LinkParams {
        bandwidth_bytes_per_s: 1e11,
        latency_s: 1e-6,
    };

    /// α in µs. Converting the parameters once, rather than each product, keeps round
    /// figures round (90 steps of 1 µs print as 90, not 89.99999999999999).
    pub fn alpha_us(&self) -> f64 {
        self.latency_s * 1e6
    }

    /// B in bytes per µs.
    pub fn bytes_per_us(&self) -> f64 {
        self.bandwidth_bytes_per_s / 1e6
    }
}

/// A named slice or pod shape.
#[derive(Clone, Copy, Debug)]
pub struct Preset {
    pub name: &'static str,
    pub generation: Option<Generation>,
    pub dims: &'static [usize],
    pub source: &'static str,
}

/// Shapes from the oracle README §1 (Cloud TPU docs, Jouppi et al. ISCA'23, scaling-book).
pub const PRESETS: &[Preset] = &[
    Preset {
        name: "v4-cube",
        generation: Some(Generation::V4),
        dims: &[4, 4, 4],
        source: "one v4 rack: a 4x4x4 cube of 64 chips",
    },
    Preset {
        name: "v4-pod",
        generation: Some(Generation::V4),
        dims: &[16, 16, 16],
        source: "4096 chips: 64 cubes joined by optical circuit switches",
    },
    Preset {
        name: "v5e-pod",
        generation: Some(Generation::V5e),
        dims: &[16, 16],
        source: "256 chips, 2-D torus, 4 ICI ports per chip",
    },
    Preset {
        name: "v5p-cube",
        generation: Some(Generation::V5p),
        dims: &[4, 4, 4],
        source: "the 4x4x4 cube v5p slices are built from",
    },
    Preset {
        name: "v5p-max-slice",
        generation: Some(Generation::V5p),
        dims: &[16, 16, 24],
        source: "the largest v5p slice: 6144 chips",
    },
    Preset {
        name: "v5p-pod",
        generation: Some(Generation::V5p),
        dims: &[16, 20, 28],
        source:
            "8960 chips; the README gives no shape, so 140 cubes as 4x5x7 cubes is assumed here",
    },
    Preset {
        name: "v6e-pod",
        generation: Some(Generation::V6e),
        dims: &[16, 16],
        source: "256 chips, 2-D torus, 4 ICI ports per chip",
    },
    Preset {
        name: "torus-100k",
        generation: None,
        dims: &[40, 50, 50],
        source: "a hypothetical 100,000-chip 3-D torus, for the scale story",
    },
];

/// A direction along a dimension's ring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Dir {
    #[serde(rename = "+")]
    Plus,
    #[serde(rename = "-")]
    Minus,
}

impl Dir {
    pub fn reverse(self) -> Dir {
        match self {
            Dir::Plus => Dir::Minus,
            Dir::Minus => Dir::Plus,
        }
    }
}

/// One directed link, decoded from its id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Link {
    pub id: u32,
    pub src: usize,
    pub dst: usize,
    pub dim: usize,
    pub dir: Dir,
}

/// Chips on a 1-D ring or a 2-D / 3-D torus, grouped into emulated hosts.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Topology {
    dims: Vec<usize>,
    strides: Vec<usize>,
    chips_per_host: usize,
    generation: Option<Generation>,
}

/// torchrun's `--nproc_per_node=4` in the issue's `tpu run --topology 2x2` example.
const DEFAULT_CHIPS_PER_HOST: usize = 4;

/// Keeps link ids (chip * 6 + port) inside u32 with room to spare.
const MAX_CHIPS: usize = 1 << 24;

impl Topology {
    pub fn new(dims: &[usize]) -> Result<Topology, IciError> {
        if dims.is_empty() || dims.len() > MAX_DIMS {
            return err(format!(
                "a topology has 1 to {MAX_DIMS} dimensions, not {}",
                dims.len()
            ));
        }
        if dims.contains(&0) {
            return err("every dimension needs at least one chip");
        }
        let chips = dims.iter().try_fold(1usize, |acc, &d| acc.checked_mul(d));
        if chips.is_none_or(|c| c > MAX_CHIPS) {
            return err(format!("at most {MAX_CHIPS} chips"));
        }
        let mut strides = vec![1; dims.len()];
        for i in (0..dims.len() - 1).rev() {
            strides[i] = strides[i + 1] * dims[i + 1];
        }
        Ok(Topology {
            dims: dims.to_vec(),
            strides,
            chips_per_host: DEFAULT_CHIPS_PER_HOST,
            generation: None,
        })
    }

    /// `8`, `4x4`, `4x4x4`, the reference CSV's `ring8` / `torus4x4`, or a [`PRESETS`] name.
    pub fn parse(spec: &str) -> Result<Topology, IciError> {
        if let Some(p) = PRESETS.iter().find(|p| p.name == spec) {
            let t = Topology::new(p.dims)?;
            return Ok(match p.generation {
                Some(g) => t.with_generation(g),
                None => t,
            });
        }
        let shape = spec
            .strip_prefix("ring")
            .or_else(|| spec.strip_prefix("torus"))
            .unwrap_or(spec);
        let dims: Result<Vec<usize>, _> = shape.split('x').map(str::parse).collect();
        match dims {
            Ok(dims) => Topology::new(&dims),
            Err(_) => {
                let names: Vec<&str> = PRESETS.iter().map(|p| p.name).collect();
                err(format!(
                    "unknown topology '{spec}': write 8, 4x4 or 4x4x4, or one of {}",
                    names.join(", ")
                ))
            }
        }
    }

    /// Sets the generation and, with it, the host size.
    pub fn with_generation(mut self, generation: Generation) -> Topology {
        self.generation = Some(generation);
        self.chips_per_host = generation.chips_per_host();
        self
    }

    pub fn with_chips_per_host(mut self, chips_per_host: usize) -> Result<Topology, IciError> {
        if chips_per_host == 0 {
            return err("a host drives at least one chip");
        }
        self.chips_per_host = chips_per_host;
        Ok(self)
    }

    pub fn dims(&self) -> &[usize] {
        &self.dims
    }

    pub fn ndims(&self) -> usize {
        self.dims.len()
    }

    pub fn chips(&self) -> usize {
        self.dims.iter().product()
    }

    pub fn generation(&self) -> Option<Generation> {
        self.generation
    }

    /// The generation's link figures, or the reference's when none is set.
    pub fn link_params(&self) -> LinkParams {
        self.generation
            .map_or(LinkParams::REFERENCE, Generation::link_params)
    }

    /// `4x4x4`.
    pub fn name(&self) -> String {
        let dims: Vec<String> = self.dims.iter().map(usize::to_string).collect();
        dims.join("x")
    }

    /// Dimensions of size > 1, in order: only they have links and schedule steps.
    pub fn active_dims(&self) -> Vec<usize> {
        (0..self.ndims()).filter(|&i| self.dims[i] > 1).collect()
    }

    pub fn stride(&self, dim: usize) -> usize {
        self.strides[dim]
    }

    pub fn coord(&self, chip: usize, dim: usize) -> usize {
        (chip / self.strides[dim]) % self.dims[dim]
    }

    pub fn coords(&self, chip: usize) -> Vec<usize> {
        (0..self.ndims()).map(|d| self.coord(chip, d)).collect()
    }

    pub fn rank(&self, coords: &[usize]) -> usize {
        coords.iter().zip(&self.strides).map(|(c, s)| c * s).sum()
    }

    pub fn chips_per_host(&self) -> usize {
        self.chips_per_host
    }

    /// torchrun numbers ranks host by host, so an emulated host is a run of consecutive ranks.
    /// (A real v4 host's four chips form a 2x2x1 block; no figure here depends on where hosts
    /// sit on the torus, so that placement is not modelled.)
    pub fn host_of(&self, chip: usize) -> usize {
        chip / self.chips_per_host
    }

    pub fn local_rank(&self, chip: usize) -> usize {
        chip % self.chips_per_host
    }

    pub fn hosts(&self) -> usize {
        self.chips().div_ceil(self.chips_per_host)
    }

    /// Size of the link id space (ids of size-1 dimensions exist but never carry anything).
    pub fn link_count(&self) -> usize {
        self.chips() * 2 * self.ndims()
    }

    pub fn link_id(&self, chip: usize, dim: usize, dir: Dir) -> u32 {
        (chip * 2 * self.ndims() + 2 * dim + usize::from(dir == Dir::Minus)) as u32
    }

    pub fn link(&self, id: u32) -> Link {
        let id_us = id as usize;
        let ports = 2 * self.ndims();
        let (src, port) = (id_us / ports, id_us % ports);
        let (dim, dir) = (port / 2, if port % 2 == 0 { Dir::Plus } else { Dir::Minus });
        Link {
            id,
            src,
            dst: self.neighbour(src, dim, dir),
            dim,
            dir,
        }
    }

    pub fn neighbour(&self, chip: usize, dim: usize, dir: Dir) -> usize {
        let d = self.dims[dim];
        let c = self.coord(chip, dim);
        let next = match dir {
            Dir::Plus => (c + 1) % d,
            Dir::Minus => (c + d - 1) % d,
        };
        chip - c * self.strides[dim] + next * self.strides[dim]
    }

    /// Dimensions (as a bit mask) in which `dst` is exactly half-way round from `src`: there
    /// both directions are shortest, and the all-to-all splits the traffic between them.
    pub fn tie_dims(&self, src: usize, dst: usize) -> u8 {
        (0..self.ndims())
            .filter(|&i| {
                let d = self.dims[i];
                let fwd = (self.coord(dst, i) + d - self.coord(src, i)) % d;
                fwd != 0 && 2 * fwd == d
            })
            .fold(0, |mask, i| mask | (1 << i))
    }

    /// Minimal dimension-order route: d1 first, then d2, ...; in a tie dimension the `ties` bit
    /// chooses `-` (set) or `+` (clear). Calls `on_link` per hop and returns the hop count.
    pub fn walk_route(
        &self,
        src: usize,
        dst: usize,
        ties: u8,
        mut on_link: impl FnMut(u32),
    ) -> u32 {
        let mut cur = src;
        let mut hops = 0;
        for dim in 0..self.ndims() {
            let d = self.dims[dim];
            let fwd = (self.coord(dst, dim) + d - self.coord(cur, dim)) % d;
            let (dir, n) = if fwd == 0 {
                continue;
            } else if 2 * fwd < d || (2 * fwd == d && ties & (1 << dim) == 0) {
                (Dir::Plus, fwd)
            } else {
                (Dir::Minus, d - fwd)
            };
            for _ in 0..n {
                on_link(self.link_id(cur, dim, dir));
                cur = self.neighbour(cur, dim, dir);
                hops += 1;
            }
        }
        hops
    }

    /// The links of a route, in order (for the page; the simulator walks routes in place).
    pub fn route(&self, src: usize, dst: usize, ties: u8) -> Vec<u32> {
        let mut links = Vec::new();
        self.walk_route(src, dst, ties, |l| links.push(l));
        links
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_are_row_major_with_d1_most_significant() {
        let t = Topology::parse("2x3x4").unwrap();
        assert_eq!(t.chips(), 24);
        assert_eq!(t.rank(&[1, 2, 3]), 12 + 8 + 3);
        for chip in 0..24 {
            assert_eq!(t.rank(&t.coords(chip)), chip);
        }
    }

    #[test]
    fn links_decode_to_neighbours_with_wraparound() {
        let t = Topology::parse("4x4").unwrap();
        let id = t.link_id(t.rank(&[3, 0]), 0, Dir::Plus);
        let link = t.link(id);
        assert_eq!(
            (link.src, link.dst, link.dim, link.dir),
            (12, 0, 0, Dir::Plus)
        );
        assert_eq!(t.neighbour(0, 1, Dir::Minus), 3);
        assert_eq!(t.link_count(), 64);
    }

    #[test]
    fn routes_go_in_dimension_order_and_split_ties() {
        let t = Topology::parse("4x4").unwrap();
        let (src, dst) = (0, t.rank(&[2, 1]));
        assert_eq!(t.tie_dims(src, dst), 0b01);
        let plus = t.route(src, dst, 0);
        let minus = t.route(src, dst, 1);
        assert_eq!(plus.len(), 3);
        assert_eq!(t.link(plus[0]).dir, Dir::Plus);
        assert_eq!(t.link(minus[0]).dir, Dir::Minus);
        assert_eq!(t.link(plus[2]).dim, 1);
        assert_eq!(t.link(*plus.last().unwrap()).dst, dst);
        assert_eq!(t.link(*minus.last().unwrap()).dst, dst);
    }

    #[test]
    fn presets_and_hosts() {
        let pod = Topology::parse("v4-pod").unwrap();
        assert_eq!(
            (pod.chips(), pod.hosts(), pod.chips_per_host()),
            (4096, 1024, 4)
        );
        assert_eq!(Topology::parse("v5p-pod").unwrap().chips(), 8960);
        assert_eq!(Topology::parse("torus-100k").unwrap().chips(), 100_000);
        let v6e = Topology::parse("v6e-pod").unwrap();
        assert_eq!((v6e.hosts(), v6e.local_rank(13)), (32, 5));
        assert_eq!(v6e.link_params().bandwidth_bytes_per_s, 1e11);
        assert_eq!(Topology::parse("ring8").unwrap().dims(), &[8]);
        assert_eq!(Topology::parse("torus4x4").unwrap().dims(), &[4, 4]);
    }

    #[test]
    fn bad_topologies_are_errors() {
        for spec in ["", "4x", "0x4", "2x2x2x2", "v9-pod", "axb"] {
            assert!(Topology::parse(spec).is_err(), "{spec}");
        }
    }
}
