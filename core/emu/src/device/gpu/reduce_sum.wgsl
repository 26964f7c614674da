// The sum of n f32 values in one workgroup of 256 lanes: lane l adds elements l, l+256, ... in turn,
// then the partial sums meet in a binary tree. ops::cpu::sum_f32 replicates this order exactly.

struct Params {
    n: u32,
    pad0: u32,
    pad1: u32,
    pad2: u32,
}

@group(0) @binding(0) var<uniform> params: Params;
@group(0) @binding(1) var<storage, read> x: array<f32>;
@group(0) @binding(2) var<storage, read_write> out: array<f32>;

var<workgroup> lanes: array<f32, 256>;

@compute @workgroup_size(256)
fn main(@builtin(local_invocation_id) lid: vec3<u32>) {
    var acc = 0.0;
    for (var i = lid.x; i < params.n; i += 256u) {
        acc = acc + x[i];
    }
    lanes[lid.x] = acc;
    workgroupBarrier();
    for (var stride = 128u; stride > 0u; stride = stride / 2u) {
        if (lid.x < stride) {
            lanes[lid.x] = lanes[lid.x] + lanes[lid.x + stride];
        }
        workgroupBarrier();
    }
    if (lid.x == 0u) {
        out[0] = lanes[0];
    }
}
