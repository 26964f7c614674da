// Elementwise kernels over strided (and broadcast) f32 inputs, one invocation per output element.
//
// shape_info shape_info (i32): [op, n, nd, shape[nd], a_strides[nd], a_offset, b_strides[nd], b_offset]
// Broadcast inputs have stride 0, so one kernel serves every shape the dispatcher allows.

@group(0) @binding(0) var<storage, read> shape_info: array<i32>;
@group(0) @binding(1) var<storage, read> a: array<f32>;
@group(0) @binding(2) var<storage, read> b: array<f32>;
@group(0) @binding(3) var<storage, read_write> out: array<f32>;

const WG: u32 = 256u;

fn index(gid: vec3<u32>, nwg: vec3<u32>) -> u32 {
    return gid.x + gid.y * nwg.x * WG;
}

// Storage offsets of output element i in a and b.
fn offsets(i: u32) -> vec2<i32> {
    let nd = u32(shape_info[2]);
    var rem = i32(i);
    var oa = shape_info[3u + 2u * nd];
    var ob = shape_info[4u + 3u * nd];
    for (var k = 0u; k < nd; k++) {
        let d = nd - 1u - k;
        let size = shape_info[3u + d];
        let idx = rem % size;
        rem = rem / size;
        oa += idx * shape_info[3u + nd + d];
        ob += idx * shape_info[4u + 2u * nd + d];
    }
    return vec2<i32>(oa, ob);
}

// Codes match ops::BinaryOp's order.
@compute @workgroup_size(256)
fn binary(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
    let i = index(gid, nwg);
    if (i >= u32(shape_info[1])) {
        return;
    }
    let o = offsets(i);
    let x = a[o.x];
    let y = b[o.y];
    var r: f32;
    switch shape_info[0] {
        case 0: { r = x + y; }
        case 1: { r = x - y; }
        case 2: { r = x * y; }
        case 3: { r = x / y; }
        case 4: { r = select(max(x, y), x + y, x != x || y != y); }
        case 5: { r = select(min(x, y), x + y, x != x || y != y); }
        default: { r = 0.0; }
    }
    out[i] = r;
}

// Codes match ops::UnaryOp's order.
@compute @workgroup_size(256)
fn unary(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
    let i = index(gid, nwg);
    if (i >= u32(shape_info[1])) {
        return;
    }
    let x = a[offsets(i).x];
    var r: f32;
    switch shape_info[0] {
        case 0: { r = x; }
        case 1: { r = -x; }
        // NaN stays NaN, as torch.relu keeps it.
        case 2: { r = select(0.0, x, x > 0.0 || x != x); }
        case 3: { r = abs(x); }
        default: { r = 0.0; }
    }
    out[i] = r;
}
