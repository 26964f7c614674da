// tiled_matmul.wgsl's B for any N: four scalar loads, clamped to the row's last column.
@group(0) @binding(2) var<storage, read> b: array<f32>;

// Columns 4q .. 4q + 3 of the row of B that starts at element `row` (past the end: its last column).
fn load_b(row: u32, q: u32) -> vec4<f32> {
    let last = row + dims.n - 1u;
    let i = row + q * 4u;
    return vec4<f32>(b[min(i, last)], b[min(i + 1u, last)], b[min(i + 2u, last)], b[min(i + 3u, last)]);
}
