// Elementwise kernels over strided (and broadcast) f32 inputs, one invocation per output element.
// Bool tensors live on the device as 0.0 / 1.0. The `//@...` lines are replaced by the GPU backend
// with the op table's WGSL column (ops::wgsl: one `case` per op, in code order), and ops/math.wgsl
// is appended, so the ops are named in one place.
//
// shape_info (i32): [op, n, nd, shape[nd], then for each of 3 inputs: strides[nd], offset].
// Broadcast inputs have stride 0, so one kernel serves every shape the dispatcher allows.

@group(0) @binding(0) var<storage, read> shape_info: array<i32>;
@group(0) @binding(1) var<storage, read> a: array<f32>;
@group(0) @binding(2) var<storage, read> b: array<f32>;
@group(0) @binding(3) var<storage, read_write> out: array<f32>;
@group(0) @binding(4) var<storage, read> c: array<f32>;

const WG: u32 = 256u;

fn index(gid: vec3<u32>, nwg: vec3<u32>) -> u32 {
    return gid.x + gid.y * nwg.x * WG;
}

// Storage offset of output element i in input j.
fn offset(i: u32, j: u32) -> i32 {
    let nd = u32(shape_info[2]);
    let base = 3u + nd + j * (nd + 1u);
    var rem = i32(i);
    var o = shape_info[base + nd];
    for (var k = 0u; k < nd; k++) {
        let d = nd - 1u - k;
        let size = shape_info[3u + d];
        let idx = rem % size;
        rem = rem / size;
        o += idx * shape_info[base + d];
    }
    return o;
}

@compute @workgroup_size(256)
fn binary(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
    let i = index(gid, nwg);
    if (i >= u32(shape_info[1])) {
        return;
    }
    let x = a[offset(i, 0u)];
    let y = b[offset(i, 1u)];
    var r: f32;
    switch shape_info[0] {
//@binary
        default: { r = 0.0; }
    }
    out[i] = r;
}

@compute @workgroup_size(256)
fn compare(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
    let i = index(gid, nwg);
    if (i >= u32(shape_info[1])) {
        return;
    }
    let x = a[offset(i, 0u)];
    let y = b[offset(i, 1u)];
    var r: f32;
    switch shape_info[0] {
//@compare
        default: { r = 0.0; }
    }
    out[i] = r;
}

@compute @workgroup_size(256)
fn unary(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
    let i = index(gid, nwg);
    if (i >= u32(shape_info[1])) {
        return;
    }
    let x = a[offset(i, 0u)];
    var r: f32;
    switch shape_info[0] {
//@unary
        default: { r = 0.0; }
    }
    out[i] = r;
}

// where(cond, a, b): cond is binding 4 (input 0 of the layout), a and b inputs 1 and 2.
@compute @workgroup_size(256)
fn where_(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
    let i = index(gid, nwg);
    if (i >= u32(shape_info[1])) {
        return;
    }
    let cond = c[offset(i, 0u)];
    out[i] = select(b[offset(i, 2u)], a[offset(i, 1u)], cond != 0.0);
}

// Data movement. `idx` holds storage offsets: take's sources, scatter's destinations.
@group(0) @binding(5) var<storage, read> idx: array<i32>;

// Gathers: out[i] = a[idx[i]] (fancy indexing, masks, index_select, gather, embedding rows).
@compute @workgroup_size(256)
fn take(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
    let i = index(gid, nwg);
    if (i >= u32(shape_info[1])) {
        return;
    }
    out[i] = a[idx[i]];
}

// In-place writes, after `out` was copied from the destination: out[idx[i]] = source element i
// (op 1: added to it; op 2: converted to bool). The dispatcher only sends distinct destinations.
@compute @workgroup_size(256)
fn scatter(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
    let i = index(gid, nwg);
    if (i >= u32(shape_info[1])) {
        return;
    }
    let v = a[offset(i, 0u)];
    let d = idx[i];
    switch shape_info[0] {
        case 1: { out[d] = out[d] + v; }
        case 2: { out[d] = from_bool(as_bool(v)); }
        default: { out[d] = v; }
    }
}

// One part of a concatenation: element i of the part (input 0's view) goes to input 1's
// "view" of the output (its strides and offset). Op 1 converts to bool.
@compute @workgroup_size(256)
fn place(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
    let i = index(gid, nwg);
    if (i >= u32(shape_info[1])) {
        return;
    }
    let v = a[offset(i, 0u)];
    out[offset(i, 1u)] = select(v, from_bool(as_bool(v)), shape_info[0] == 1);
}

// dtype conversion of a contiguous input: op 0 keeps the value (to float32; bool's 0 / 1),
// 1 converts to bool, 2 truncates toward zero (to int64, held as an exact f32 integer).
@compute @workgroup_size(256)
fn convert(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
    let i = index(gid, nwg);
    if (i >= u32(shape_info[1])) {
        return;
    }
    let v = a[i];
    switch shape_info[0] {
        case 1: { out[i] = from_bool(as_bool(v)); }
        case 2: { out[i] = trunc(v); }
        default: { out[i] = v; }
    }
}
