// C[M,N] = A[M,K] @ B[K,N] (batch z of a bmm: workgroup z, inputs and output offset by whole matrices),
// register-blocked: the fast kernel beside the systolic one. Each invocation computes an 8 x 8 block
// of C in 16 vec4 accumulators; a workgroup of 16 invocations covers 8 rows x 128 columns, so the 8
// rows of A each k reads are the same for the whole workgroup. No workgroup memory, no barriers:
// llvmpipe (lavapipe) runs a barrier as a coroutine switch per 8 lanes, which was most of the time of
// the old 16 x 16 shared-memory kernel. Per k an invocation loads 8 A values and 2 vec4 of B for 64
// products, where the old kernel loaded 2 values from workgroup memory per product.
//
// Each output still accumulates k in increasing order, a rounded product then a rounded add, so both
// kernels and the CPU agree bit for bit (not fma(): WGSL lets it round once or twice).
//
// Edges: rows and columns past the matrix are clamped to the last real ones for loading (a valid
// address; the product is computed and thrown away) and not stored. B is read through `load_b`,
// which the backend appends: whole vec4 loads when N is a multiple of 4 (`B_VEC4`), otherwise four
// clamped scalars (`B_SCALAR`).

struct Dims {
    m: u32,
    k: u32,
    n: u32,
    pad: u32,
}

@group(0) @binding(0) var<uniform> dims: Dims;
@group(0) @binding(1) var<storage, read> a: array<f32>;
@group(0) @binding(3) var<storage, read_write> c: array<f32>;

const ROWS: u32 = 8u; // rows of C per invocation (and per workgroup)
const WIDTH: u32 = 16u; // invocations per workgroup, side by side along N

@compute @workgroup_size(16, 1, 1)
fn main(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>) {
    let m = dims.m;
    let k_len = dims.k;
    let n = dims.n;
    let n4 = (n + 3u) / 4u;
    let r0 = wid.y * ROWS;
    // This invocation's two vec4 columns (clamped for loading).
    let q0 = (wid.x * WIDTH + lid.x) * 2u;
    let qa = min(q0, n4 - 1u);
    let qb = min(q0 + 1u, n4 - 1u);
    let a_base = wid.z * m * k_len;
    let b_base = wid.z * k_len * n;
    // Row offsets into A, clamped to the last row.
    let ra0 = a_base + min(r0, m - 1u) * k_len;
    let ra1 = a_base + min(r0 + 1u, m - 1u) * k_len;
    let ra2 = a_base + min(r0 + 2u, m - 1u) * k_len;
    let ra3 = a_base + min(r0 + 3u, m - 1u) * k_len;
    let ra4 = a_base + min(r0 + 4u, m - 1u) * k_len;
    let ra5 = a_base + min(r0 + 5u, m - 1u) * k_len;
    let ra6 = a_base + min(r0 + 6u, m - 1u) * k_len;
    let ra7 = a_base + min(r0 + 7u, m - 1u) * k_len;
    var c00 = vec4<f32>(); var c01 = vec4<f32>();
    var c10 = vec4<f32>(); var c11 = vec4<f32>();
    var c20 = vec4<f32>(); var c21 = vec4<f32>();
    var c30 = vec4<f32>(); var c31 = vec4<f32>();
    var c40 = vec4<f32>(); var c41 = vec4<f32>();
    var c50 = vec4<f32>(); var c51 = vec4<f32>();
    var c60 = vec4<f32>(); var c61 = vec4<f32>();
    var c70 = vec4<f32>(); var c71 = vec4<f32>();
    for (var k = 0u; k < k_len; k++) {
        let row = b_base + k * n;
        let b0 = load_b(row, qa);
        let b1 = load_b(row, qb);
        let a0 = a[ra0 + k];
        c00 = c00 + a0 * b0; c01 = c01 + a0 * b1;
        let a1 = a[ra1 + k];
        c10 = c10 + a1 * b0; c11 = c11 + a1 * b1;
        let a2 = a[ra2 + k];
        c20 = c20 + a2 * b0; c21 = c21 + a2 * b1;
        let a3 = a[ra3 + k];
        c30 = c30 + a3 * b0; c31 = c31 + a3 * b1;
        let a4 = a[ra4 + k];
        c40 = c40 + a4 * b0; c41 = c41 + a4 * b1;
        let a5 = a[ra5 + k];
        c50 = c50 + a5 * b0; c51 = c51 + a5 * b1;
        let a6 = a[ra6 + k];
        c60 = c60 + a6 * b0; c61 = c61 + a6 * b1;
        let a7 = a[ra7 + k];
        c70 = c70 + a7 * b0; c71 = c71 + a7 * b1;
    }
    let c_base = wid.z * m * n;
    store_row(c_base, r0, q0, c00, c01);
    store_row(c_base, r0 + 1u, q0, c10, c11);
    store_row(c_base, r0 + 2u, q0, c20, c21);
    store_row(c_base, r0 + 3u, q0, c30, c31);
    store_row(c_base, r0 + 4u, q0, c40, c41);
    store_row(c_base, r0 + 5u, q0, c50, c51);
    store_row(c_base, r0 + 6u, q0, c60, c61);
    store_row(c_base, r0 + 7u, q0, c70, c71);
}

// Stores the 8 outputs of one row that lie inside C.
fn store_row(c_base: u32, r: u32, q0: u32, v0: vec4<f32>, v1: vec4<f32>) {
    if (r >= dims.m) {
        return;
    }
    let base = c_base + r * dims.n;
    let col = q0 * 4u;
    for (var e = 0u; e < 4u; e++) {
        if (col + e < dims.n) {
            c[base + col + e] = v0[e];
        }
        if (col + 4u + e < dims.n) {
            c[base + col + 4u + e] = v1[e];
        }
    }
}
