// C[M,N] = A[M,K] @ B[K,N] (batch z of a bmm: workgroup z, inputs and output offset by whole matrices) on
// a systolic array of T x T processing elements (PEs), output-stationary, stepped cycle by cycle.
// Each cycle every PE takes an A value from its left neighbour and a B value from its upper
// neighbour, multiplies and accumulates, and passes both on: A moves one PE right, B one PE down.
// Row r of A enters the left edge r cycles late, column c of B the top edge c cycles late, so PE
// (r, c) meets A[r, k] and B[k, c] at cycle k + r + c. An array takes K + 2(T - 1) cycles.
//
// One invocation runs one whole array: its PEs' registers (a_r_c, b_r_c, acc_r_c) are the
// invocation's own variables, and a cycle moves every A register one PE right and every B register
// one PE down (the last column's and row's values leave the array). The array used to be a
// workgroup with its registers in workgroup memory and a barrier per cycle as the clock edge; on
// llvmpipe a barrier is a coroutine switch per 8 lanes, which was nearly all of its time. A
// workgroup holds 8 arrays side by side along N, sharing A's rows.
//
// The per-PE code is generated (`systolic_source` in systolic.rs fills the marker lines for T = 8).
// PE (r, c) accumulates only the cycles that hold a real product (k = t - r - c in 0..K), in
// increasing k, a rounded product then a rounded add, as the CPU reference does. (Not fma(): WGSL
// lets it round once or twice, and drivers differ.)

struct Dims {
    m: u32,
    k: u32,
    n: u32,
    pad: u32,
}

@group(0) @binding(0) var<uniform> dims: Dims;
@group(0) @binding(1) var<storage, read> a: array<f32>;
@group(0) @binding(2) var<storage, read> b: array<f32>;
@group(0) @binding(3) var<storage, read_write> c: array<f32>;

const T: u32 = 8u;
const ARRAYS: u32 = 8u; // arrays (invocations) per workgroup, side by side along N

@compute @workgroup_size(8, 1, 1)
fn main(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>) {
    let m = dims.m;
    let k_len = dims.k;
    let n = dims.n;
    let gi = wid.y * T;
    let gj = (wid.x * ARRAYS + lid.x) * T;
    let a_base = wid.z * m * k_len;
    let b_base = wid.z * k_len * n;
    let c_base = wid.z * m * n;
    // Where each edge row of A and column of B is read (clamped to the matrix; the extra rows and
    // columns are computed and not stored).
//@edges
//@registers
    let cycles = k_len + 2u * (T - 1u);
    // From cycle 2(T - 1) until K every PE holds a real product and every edge reads memory: those
    // cycles run the steady body, with nothing to test; the fill and the drain run the general one.
    let full = 2u * (T - 1u);
    var t = 0u;
    loop {
        if (t == full) {
            while (t < k_len) {
//@steady
                t++;
            }
        }
        if (t >= cycles) {
            break;
        }
//@cycle
        t++;
    }
//@store
}
