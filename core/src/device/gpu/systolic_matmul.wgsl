// C[M,N] = A[M,K] @ B[K,N] (batch z of a bmm: workgroup z, inputs and output offset by whole matrices) on a systolic array: a workgroup is a T x T grid of processing elements
// (PEs), output-stationary. Each cycle every PE takes an A value from its left neighbour and a B value
// from its upper neighbour, multiplies and accumulates, and passes both on: A moves one PE right, B one
// PE down. Row r of A enters the left edge r cycles late, column c of B the top edge c cycles late, so
// PE (r, c) meets A[r, k] and B[k, c] at cycle k + r + c. A tile takes K + 2(T - 1) cycles.
//
// The registers live in workgroup memory, double-buffered by cycle parity; one barrier per cycle is
// the clock edge. PE (r, c) accumulates k in increasing order, a rounded product then a rounded add,
// as the CPU reference does. (Not fma(): WGSL lets it round once or twice, and drivers differ.)

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

var<workgroup> a_reg: array<f32, 128>; // 2 * T * T
var<workgroup> b_reg: array<f32, 128>;

@compute @workgroup_size(8, 8)
fn main(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>) {
    let col = lid.x;
    let row = lid.y;
    let gi = wid.y * T + row;
    let gj = wid.x * T + col;
    let cycles = dims.k + 2u * (T - 1u);
    var acc = 0.0;
    for (var t = 0u; t < cycles; t++) {
        let cur = (t % 2u) * T * T;
        let nxt = ((t + 1u) % 2u) * T * T;
        // Operands arriving this cycle: from the edge (skewed) or from the neighbour's register.
        var a_in = 0.0;
        if (col == 0u) {
            if (t >= row && t - row < dims.k && gi < dims.m) {
                a_in = a[wid.z * dims.m * dims.k + gi * dims.k + (t - row)];
            }
        } else {
            a_in = a_reg[cur + row * T + col - 1u];
        }
        var b_in = 0.0;
        if (row == 0u) {
            if (t >= col && t - col < dims.k && gj < dims.n) {
                b_in = b[wid.z * dims.k * dims.n + (t - col) * dims.n + gj];
            }
        } else {
            b_in = b_reg[cur + (row - 1u) * T + col];
        }
        // Only real products are accumulated, so the sum is exactly the reference's.
        let kk = i32(t) - i32(row) - i32(col);
        if (kk >= 0 && u32(kk) < dims.k) {
            acc = acc + a_in * b_in;
        }
        a_reg[nxt + row * T + col] = a_in;
        b_reg[nxt + row * T + col] = b_in;
        workgroupBarrier();
    }
    if (gi < dims.m && gj < dims.n) {
        c[wid.z * dims.m * dims.n + gi * dims.n + gj] = acc;
    }
}
