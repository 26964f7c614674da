// Reductions over dimensions, softmax and cumsum. ops/math.wgsl is appended by the GPU backend.
//
// `reduce`: one workgroup of 256 lanes per output element ("group"). Lane l visits the group's
// elements l, l + 256, ... in order, then the lanes meet in a binary tree. The elements of group g
// are found through `geometry`: the kept dimensions' shape and strides (g's coordinates) and the
// reduced dimensions' (the element's). The CPU reference sums in f64 and rounds once, so float
// sums differ by the f32 rounding of this order (ops::tolerance bounds it by the group's length);
// max, min, argmax, argmin, any and all are exact.

struct Params {
    op: u32,
    groups: u32,
    // Elements per group (the reduced length).
    len: u32,
    // Kept and reduced dimension counts (reduce); the stride along the dimension (softmax, cumsum).
    nk: u32,
    nr: u32,
    offset: u32,
    correction: f32,
    step: u32,
}

@group(0) @binding(0) var<uniform> params: Params;
@group(0) @binding(1) var<storage, read> x: array<f32>;
@group(0) @binding(2) var<storage, read_write> out: array<f32>;
// [kept_shape[nk], kept_strides[nk], red_shape[nr], red_strides[nr]]
@group(0) @binding(3) var<storage, read> geometry: array<i32>;

var<workgroup> vals: array<f32, 256>;
var<workgroup> idxs: array<u32, 256>;
var<workgroup> shared_value: f32;

// Codes as ops::ReduceOp::code.
const SUM: u32 = 0u;
const MEAN: u32 = 1u;
const PROD: u32 = 2u;
const MAX: u32 = 3u;
const MIN: u32 = 4u;
const ARGMAX: u32 = 5u;
const ARGMIN: u32 = 6u;
const VAR: u32 = 7u;
const NORM: u32 = 8u;
const LOGSUMEXP: u32 = 9u;
const ANY: u32 = 10u;
const ALL: u32 = 11u;

fn group_index(wid: vec3<u32>, nwg: vec3<u32>) -> u32 {
    return wid.x + wid.y * nwg.x;
}

// Storage offset of the group's first element.
fn group_base(g: u32) -> i32 {
    let nk = params.nk;
    var rem = i32(g);
    var o = i32(params.offset);
    for (var k = 0u; k < nk; k++) {
        let d = nk - 1u - k;
        let size = geometry[d];
        o += (rem % size) * geometry[nk + d];
        rem = rem / size;
    }
    return o;
}

// Offset of element j of a group from the group's first element.
fn element_offset(j: u32) -> i32 {
    let nk = params.nk;
    let nr = params.nr;
    var rem = i32(j);
    var o = 0;
    for (var k = 0u; k < nr; k++) {
        let d = nr - 1u - k;
        let size = geometry[2u * nk + d];
        o += (rem % size) * geometry[2u * nk + nr + d];
        rem = rem / size;
    }
    return o;
}

fn combine(op: u32, p: f32, q: f32) -> f32 {
    switch op {
        case 2u: { return p * q; }
        case 3u: { return max_nan(p, q); }
        case 4u: { return min_nan(p, q); }
        // The largest value, NaN ignored (logsumexp's shift, as the reference's f64::max).
        case 9u: { return select(select(max(p, q), p, is_nan_f32(q)), q, is_nan_f32(p)); }
        case 10u: { return max(p, q); }
        case 11u: { return min(p, q); }
        default: { return p + q; }
    }
}

fn identity(op: u32) -> f32 {
    switch op {
        // (max, min and logsumexp's max start from the group's first element instead: Tint
        // rejects an infinite constant.)
        case 2u, 11u: { return 1.0; }
        default: { return 0.0; }
    }
}

// Lanes combine their partial values in a binary tree; every lane gets the result.
fn tree(op: u32, lane: u32, v: f32) -> f32 {
    vals[lane] = v;
    workgroupBarrier();
    for (var s = 128u; s > 0u; s = s / 2u) {
        if (lane < s) {
            vals[lane] = combine(op, vals[lane], vals[lane + s]);
        }
        workgroupBarrier();
    }
    let r = vals[0];
    workgroupBarrier();
    return r;
}

@compute @workgroup_size(256)
fn reduce(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
    let g = group_index(wid, nwg);
    if (g >= params.groups) {
        return;
    }
    let lane = lid.x;
    let op = params.op;
    let base = group_base(g);
    let n = params.len;
    if (op == ARGMAX || op == ARGMIN) {
        // The first extreme; the first NaN wins over everything (PyTorch's rule).
        var best = 0.0;
        var at = 0xffffffffu;
        for (var j = lane; j < n; j += 256u) {
            let v = x[base + element_offset(j)];
            if (at == 0xffffffffu) {
                best = v;
                at = j;
            } else if (!is_nan_f32(best) && (is_nan_f32(v) || (op == ARGMAX && v > best) || (op == ARGMIN && v < best))) {
                best = v;
                at = j;
            }
        }
        vals[lane] = best;
        idxs[lane] = at;
        workgroupBarrier();
        for (var s = 128u; s > 0u; s = s / 2u) {
            if (lane < s) {
                let i1 = idxs[lane];
                let i2 = idxs[lane + s];
                let v1 = vals[lane];
                let v2 = vals[lane + s];
                var take2 = false;
                if (i2 != 0xffffffffu) {
                    if (i1 == 0xffffffffu) {
                        take2 = true;
                    } else if (is_nan_f32(v1) || is_nan_f32(v2)) {
                        take2 = is_nan_f32(v2) && (!is_nan_f32(v1) || i2 < i1);
                    } else if (v1 == v2) {
                        take2 = i2 < i1;
                    } else {
                        take2 = (op == ARGMAX && v2 > v1) || (op == ARGMIN && v2 < v1);
                    }
                }
                if (take2) {
                    vals[lane] = v2;
                    idxs[lane] = i2;
                }
            }
            workgroupBarrier();
        }
        if (lane == 0u) {
            out[g] = f32(idxs[0]);
        }
        return;
    }
    // First pass: the op's own combination (logsumexp: the max; var: the sum, for the mean).
    var first = op;
    if (op == MEAN || op == VAR || op == NORM) {
        first = SUM;
    }
    var acc = identity(first);
    if (first == MAX || first == MIN || first == LOGSUMEXP) {
        acc = x[base];
    }
    for (var j = lane; j < n; j += 256u) {
        var v = x[base + element_offset(j)];
        if (op == NORM) {
            v = v * v;
        } else if (op == ANY || op == ALL) {
            v = from_bool(!(v == 0.0));
        }
        acc = combine(first, acc, v);
    }
    let total = tree(first, lane, acc);
    var result = total;
    if (op == MEAN) {
        result = total / f32(n);
    } else if (op == NORM) {
        result = sqrt(total);
    } else if (op == VAR || op == LOGSUMEXP) {
        // Second pass: squared deviations from the mean, or exponentials shifted by the max.
        let m = select(total, total / f32(n), op == VAR);
        var acc2 = 0.0;
        for (var j = lane; j < n; j += 256u) {
            let d = x[base + element_offset(j)] - m;
            acc2 += select(exp(d), d * d, op == VAR);
        }
        let s2 = tree(SUM, lane, acc2);
        if (op == VAR) {
            result = s2 / max(f32(n) - params.correction, 0.0);
        } else {
            result = select(m + log(s2), m, is_inf_f32(m));
        }
    }
    if (lane == 0u) {
        out[g] = result;
    }
}

// softmax / log_softmax along a dimension of a contiguous input: one workgroup per line of
// `len` elements `step` apart; op 1 is log_softmax.
@compute @workgroup_size(256)
fn softmax(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
    let g = group_index(wid, nwg);
    if (g >= params.groups) {
        return;
    }
    let lane = lid.x;
    let inner = params.step;
    let base = (g / inner) * params.len * inner + g % inner;
    var m = x[base];
    for (var j = lane; j < params.len; j += 256u) {
        m = combine(LOGSUMEXP, m, x[base + j * inner]);
    }
    m = tree(LOGSUMEXP, lane, m);
    var s = 0.0;
    for (var j = lane; j < params.len; j += 256u) {
        s += exp(x[base + j * inner] - m);
    }
    s = tree(SUM, lane, s);
    let ls = log(s);
    for (var j = lane; j < params.len; j += 256u) {
        let z = x[base + j * inner] - m;
        out[base + j * inner] = select(exp(z) / s, z - ls, params.op == 1u);
    }
}

// Running sum along a dimension of a contiguous input: one invocation per line, adding in order
// in f32, which is the reference's order and rounding (it rounds every prefix to f32).
@compute @workgroup_size(256)
fn cumsum(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(num_workgroups) nwg: vec3<u32>) {
    let g = gid.x + gid.y * nwg.x * 256u;
    if (g >= params.groups) {
        return;
    }
    let inner = params.step;
    let base = (g / inner) * params.len * inner + g % inner;
    var acc = 0.0;
    for (var j = 0u; j < params.len; j++) {
        acc = acc + x[base + j * inner];
        out[base + j * inner] = acc;
    }
}
