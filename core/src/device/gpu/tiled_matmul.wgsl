// C[M,N] = A[M,K] @ B[K,N] (batch z of a bmm: workgroup z, inputs and output offset by whole matrices) with 16 x 16 shared-memory tiles: the fast kernel beside the systolic one.
// Each output still accumulates k in increasing order, product then add, so both kernels and the CPU agree.

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

const TS: u32 = 16u;

var<workgroup> a_tile: array<f32, 256>;
var<workgroup> b_tile: array<f32, 256>;

@compute @workgroup_size(16, 16)
fn main(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>) {
    let row = wid.y * TS + lid.y;
    let col = wid.x * TS + lid.x;
    var acc = 0.0;
    let tiles = (dims.k + TS - 1u) / TS;
    for (var t = 0u; t < tiles; t++) {
        let ak = t * TS + lid.x;
        let bk = t * TS + lid.y;
        a_tile[lid.y * TS + lid.x] = select(0.0, a[wid.z * dims.m * dims.k + row * dims.k + ak], row < dims.m && ak < dims.k);
        b_tile[lid.y * TS + lid.x] = select(0.0, b[wid.z * dims.k * dims.n + bk * dims.n + col], bk < dims.k && col < dims.n);
        workgroupBarrier();
        let kmax = min(TS, dims.k - t * TS);
        for (var p = 0u; p < kmax; p++) {
            acc = acc + a_tile[lid.y * TS + p] * b_tile[p * TS + lid.x];
        }
        workgroupBarrier();
    }
    if (row < dims.m && col < dims.n) {
        c[wid.z * dims.m * dims.n + row * dims.n + col] = acc;
    }
}
