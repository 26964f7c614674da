// tiled_matmul.wgsl's B when N is a multiple of 4: every row of B (and every batch) starts on a vec4.
@group(0) @binding(2) var<storage, read> b: array<vec4<f32>>;

// Columns 4q .. 4q + 3 of the row of B that starts at element `row`.
fn load_b(row: u32, q: u32) -> vec4<f32> {
    return b[row / 4u + q];
}
