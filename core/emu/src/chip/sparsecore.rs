//! Pricing sparse row traffic (embedding lookups, `index_select`, `gather`, `embedding_bag`
//! pooling, `scatter_add_`, `index_add_`) on the SparseCores, or on the TensorCore's vector unit
//! where a chip has none.
//!
//! The difference the page teaches is in two numbers per engine: how many rows it works on at once,
//! and the smallest piece of HBM it moves per row.
//!
//! * **SparseCore**: `count * subcores` vector subcores each take their own rows, with their own DMA
//!   engine, moving a row in whole DMA granules (32 bytes, \[JAX\] `dma_granule_size_bytes`). A row
//!   costs [`SC_ROW_ISSUE_CYCLES`] to read its index, form the address and push the descriptor,
//!   plus one cycle per `lanes` 32-bit words to pass through (copy, pool or add) the subcore's SIMD
//!   unit. The issue cost is an assumption (no public figure): it makes gathers of very short rows
//!   SparseCore-bound, while rows of a few hundred bytes are HBM-bound, as embedding tables are.
//! * **TensorCore**: the scalar unit issues at most one DMA per cycle per core (\[SB\]) and a row of a
//!   table lands in vector-register layout, its minor dimension padded to the 128 lanes (\[SB\]: "smaller
//!   axes are padded to 128"), so a row moves in whole 512-byte lane rows. A row costs one issue
//!   cycle ([`TC_ROW_ISSUE_CYCLES`]) plus one vector operation per 128 words; only one of the
//!   register's 8 sublanes is used.
//!
//! With 64 subcores against 1 or 2 cores and a 32-byte granule against 512 bytes, a lookup of short
//! rows (a 64-wide bf16 embedding is 128 bytes) moves 4x less HBM and works through rows 8x to 16x
//! faster on a SparseCore: the reason TPUs carry them.

use serde::{Deserialize, Serialize};

use super::generations::Generation;

/// Bytes of one index. TPUs index in 32 bits (XLA narrows PyTorch's int64 indices); an assumption
/// for the model, which counts the index array as read from HBM.
pub const INDEX_BYTES: u64 = 4;

/// Bytes in one 32-bit word, the unit of a vector lane.
const WORD: u64 = 4;

/// Cycles a SparseCore subcore spends per row before its data moves (assumed).
pub const SC_ROW_ISSUE_CYCLES: u64 = 4;

/// Cycles a TensorCore spends per row before its data moves: one DMA request per cycle (\[SB\]).
pub const TC_ROW_ISSUE_CYCLES: u64 = 1;

/// What is done with the rows an index list names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SparseKind {
    /// Read the rows, write them out densely: `nn.Embedding`, `index_select`, `gather`.
    Lookup,
    /// Read the rows and sum them into `bags` output rows: `embedding_bag` with sum or mean.
    Pool { bags: usize },
    /// Read dense source rows and add each into the table row its index names (read, add, write
    /// back): `scatter_add_`, `index_add_`, an embedding's gradient.
    ScatterAdd,
}

/// Which engine ran the rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SparseEngine {
    SparseCore,
    Vpu,
}

/// The price of one sparse kernel before the roofline.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SparsePrice {
    pub engine: SparseEngine,
    /// The busiest subcore's (or core's) cycles.
    pub cycles: u64,
    pub hbm_bytes_read: u64,
    pub hbm_bytes_written: u64,
}

/// Prices `rows` rows of `row_bytes` each on the chip's SparseCores if it has them, else on the VPU.
pub fn price_sparse(chip: &Generation, rows: u64, row_bytes: u64, kind: SparseKind) -> SparsePrice {
    match chip.sparse_cores {
        Some(sc) => {
            let workers = u64::from(sc.count) * u64::from(sc.subcores);
            let words_per_cycle = u64::from(sc.lanes);
            let (cycles, read, written) = rows_on(
                workers,
                SC_ROW_ISSUE_CYCLES,
                words_per_cycle,
                u64::from(sc.dma_granule_bytes),
                rows,
                row_bytes,
                kind,
            );
            SparsePrice {
                engine: SparseEngine::SparseCore,
                cycles,
                hbm_bytes_read: read,
                hbm_bytes_written: written,
            }
        }
        None => {
            let lanes = u64::from(chip.vpu_lanes);
            let (cycles, read, written) = rows_on(
                u64::from(chip.tensor_cores),
                TC_ROW_ISSUE_CYCLES,
                lanes,
                lanes * WORD,
                rows,
                row_bytes,
                kind,
            );
            SparsePrice {
                engine: SparseEngine::Vpu,
                cycles,
                hbm_bytes_read: read,
                hbm_bytes_written: written,
            }
        }
    }
}

/// `workers` engines share the rows; each row costs `issue` cycles plus one cycle per
/// `words_per_cycle` words, and moves from or to the table in whole `granule`s. Dense sides (the
/// output of a lookup, the source of a scatter-add) move exactly their bytes.
fn rows_on(
    workers: u64,
    issue: u64,
    words_per_cycle: u64,
    granule: u64,
    rows: u64,
    row_bytes: u64,
    kind: SparseKind,
) -> (u64, u64, u64) {
    let table_row = row_bytes.div_ceil(granule) * granule;
    let passes = row_bytes.div_ceil(WORD).div_ceil(words_per_cycle);
    let per_row = issue + passes;
    let cycles = rows.div_ceil(workers) * per_row;
    let indices = rows * INDEX_BYTES;
    match kind {
        SparseKind::Lookup => (cycles, indices + rows * table_row, rows * row_bytes),
        SparseKind::Pool { bags } => (cycles, indices + rows * table_row, bags as u64 * row_bytes),
        // The table rows are read, added to and written back: the add is a second pass per row.
        SparseKind::ScatterAdd => (
            cycles + rows.div_ceil(workers) * passes,
            indices + rows * row_bytes + rows * table_row,
            rows * table_row,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chip::generations::{V4, V5E};

    #[test]
    fn short_rows_move_whole_granules() {
        // 1000 rows of a 64-wide bf16 table: 128 bytes each.
        // SparseCore (v4): 64 subcores; per row 4 + ceil(32 words / 8 lanes) = 8 cycles;
        // ceil(1000 / 64) = 16 rows on the busiest: 128 cycles. Reads 1000 * (4 + 128) bytes.
        let sc = price_sparse(&V4, 1000, 128, SparseKind::Lookup);
        assert_eq!(sc.engine, SparseEngine::SparseCore);
        assert_eq!(sc.cycles, 128);
        assert_eq!(sc.hbm_bytes_read, 1000 * (4 + 128));
        assert_eq!(sc.hbm_bytes_written, 128_000);
        // VPU (v5e): 1 core; per row 1 + ceil(32 / 128) = 2 cycles: 2000 cycles; each row padded
        // to 512 bytes.
        let vpu = price_sparse(&V5E, 1000, 128, SparseKind::Lookup);
        assert_eq!(vpu.engine, SparseEngine::Vpu);
        assert_eq!(vpu.cycles, 2000);
        assert_eq!(vpu.hbm_bytes_read, 1000 * (4 + 512));
    }

    #[test]
    fn pooling_writes_bags_and_scatter_add_writes_back() {
        let pool = price_sparse(&V4, 640, 256, SparseKind::Pool { bags: 10 });
        assert_eq!(pool.hbm_bytes_written, 10 * 256);
        let add = price_sparse(&V4, 640, 256, SparseKind::ScatterAdd);
        // Source rows, indices and table rows read; table rows written.
        assert_eq!(add.hbm_bytes_read, 640 * (256 + 4 + 256));
        assert_eq!(add.hbm_bytes_written, 640 * 256);
        // 10 rows per subcore; 4 + 8 cycles to fetch, 8 more to add.
        assert_eq!(add.cycles, 10 * 20);
    }
}
