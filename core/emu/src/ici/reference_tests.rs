//! Every row of `core/testdata/torus/torus_reference.csv` (written by `scripts/refdata/torus.py`,
//! an alpha-beta model of its own), read at test time, through both the analytic model and the step
//! simulator, to 1e-9 relative.

use super::*;

const REFERENCE: &str = "torus/torus_reference.csv";

/// The reference table has 24 rows; a shorter file means a broken checkout.
const REFERENCE_ROWS: usize = 24;

/// Splits one CSV line, honouring double quotes (the algorithm column contains commas).
fn fields(line: &str) -> Vec<String> {
    let (mut out, mut cur, mut quoted) = (Vec::new(), String::new(), false);
    for c in line.chars() {
        match c {
            '"' => quoted = !quoted,
            ',' if !quoted => out.push(std::mem::take(&mut cur)),
            _ => cur.push(c),
        }
    }
    out.push(cur);
    out
}

/// What a row's algorithm column names: a schedule, or the lower bound (no schedule of its own).
#[derive(Clone, Copy, Debug)]
enum Kind {
    Schedule(Algorithm),
    LowerBound,
}

fn kind(name: &str) -> Kind {
    let a = match name {
        "ring_unidirectional" => Algorithm::Ring,
        "ring_bidirectional" => Algorithm::BidirectionalRing,
        "ring_bidirectional_direct" | "dim_order_routing_direct" => Algorithm::Direct,
        "dim_ordered_unidirectional_rings" => Algorithm::DimOrderedUnidirectional,
        n if n.starts_with("dim_ordered_bidi_rings") => Algorithm::DimOrdered,
        n if n.starts_with("dim_ordered_rotated_concurrent") => Algorithm::Rotated,
        n if n.starts_with("lower_bound_bandwidth") => return Kind::LowerBound,
        other => panic!("the reference names an algorithm this module does not know: {other}"),
    };
    Kind::Schedule(a)
}

struct Row {
    line: usize,
    topology: Topology,
    link: LinkParams,
    collective: Collective,
    kind: Kind,
    bytes: u64,
    t_latency_us: f64,
    t_bandwidth_us: f64,
    t_total_us: f64,
    max_bytes: f64,
    links_used: u64,
    /// From the note column: `per-dim link bytes: d1=786432.0;d2=196608.0`.
    per_dim: Option<Vec<f64>>,
}

fn rows() -> Vec<Row> {
    let text = tpu_testdata::read(REFERENCE);
    let mut lines = text.lines().enumerate();
    let header = fields(lines.next().expect("a header").1);
    let col = |name: &str| {
        header
            .iter()
            .position(|h| h == name)
            .unwrap_or_else(|| panic!("no column {name}"))
    };
    let c = [
        "link_bw_Bps",
        "alpha_s",
        "dims",
        "collective",
        "algorithm",
        "N_bytes",
        "t_latency_us",
        "t_bandwidth_us",
        "t_total_us",
        "max_bytes_per_directed_link",
        "directed_links_used",
        "note",
    ]
    .map(col);
    let rows: Vec<Row> = lines
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, line)| {
            let f = fields(line);
            let num = |j: usize| {
                f[c[j]]
                    .parse::<f64>()
                    .unwrap_or_else(|_| panic!("line {}: bad number {}", i + 1, f[c[j]]))
            };
            let per_dim = f[c[11]].strip_prefix("per-dim link bytes: ").map(|list| {
                list.split(';')
                    .map(|kv| {
                        kv.split_once('=')
                            .expect("d1=...")
                            .1
                            .parse()
                            .expect("bytes")
                    })
                    .collect()
            });
            Row {
                line: i + 1,
                topology: Topology::parse(&f[c[2]]).expect("reference topology"),
                link: LinkParams {
                    bandwidth_bytes_per_s: num(0),
                    latency_s: num(1),
                },
                collective: Collective::parse(&f[c[3]]).expect("reference collective"),
                kind: kind(&f[c[4]]),
                bytes: num(5) as u64,
                t_latency_us: num(6),
                t_bandwidth_us: num(7),
                t_total_us: num(8),
                max_bytes: num(9),
                links_used: num(10) as u64,
                per_dim,
            }
        })
        .collect();
    assert_eq!(
        rows.len(),
        REFERENCE_ROWS,
        "{REFERENCE} should hold {REFERENCE_ROWS} rows"
    );
    rows
}

fn close(got: f64, want: f64) -> bool {
    (got - want).abs() <= 1e-9 * want.abs().max(got.abs()) || got == want
}

/// Compares the five reference columns (and the per-dimension note); `latency` false skips
/// the latency columns (the lower-bound row has none to compare with a schedule's).
fn check(row: &Row, f: &Figures, what: &str, latency: bool) {
    let ctx = format!("line {} via {what}: got {f:?}", row.line);
    if latency {
        assert!(
            close(f.t_latency_us, row.t_latency_us),
            "t_latency_us {} {ctx}",
            row.t_latency_us
        );
        assert!(
            close(f.t_total_us, row.t_total_us),
            "t_total_us {} {ctx}",
            row.t_total_us
        );
    }
    assert!(
        close(f.t_bandwidth_us, row.t_bandwidth_us),
        "t_bandwidth_us {} {ctx}",
        row.t_bandwidth_us
    );
    assert!(
        close(f.max_bytes_per_directed_link, row.max_bytes),
        "max bytes {} {ctx}",
        row.max_bytes
    );
    assert_eq!(f.directed_links_used, row.links_used, "{ctx}");
    if let Some(per_dim) = &row.per_dim {
        for (got, want) in f.per_dim_max_bytes.iter().zip(per_dim) {
            assert!(close(*got, *want), "per-dim {want} {ctx}");
        }
    }
}

#[test]
fn reference_rows_via_the_analytic_model() {
    let rows = rows();
    let mut checked = 0;
    for row in &rows {
        let f = match row.kind {
            Kind::Schedule(a) => {
                estimate(&row.topology, a, row.collective, row.bytes as f64, row.link).unwrap()
            }
            Kind::LowerBound => all_reduce_lower_bound(&row.topology, row.bytes as f64, row.link),
        };
        check(row, &f, "the analytic model", true);
        checked += 1;
    }
    assert_eq!(checked, rows.len());
}

/// The simulator measures what its schedule did, byte for byte, without data (the 1 GiB rows)
/// or with it. The lower-bound row is met by the rotated schedule: same bandwidth term, same
/// bytes on every link; its latency is the schedule's extra.
#[test]
fn reference_rows_via_the_step_simulator() {
    let rows = rows();
    let mut checked = 0;
    for row in &rows {
        let (algorithm, latency) = match row.kind {
            Kind::Schedule(a) => (a, true),
            Kind::LowerBound => (Algorithm::Rotated, false),
        };
        let report = simulate_sizes(
            &row.topology,
            algorithm,
            row.collective,
            row.bytes,
            row.link,
        )
        .unwrap();
        check(row, &report.figures, "the step simulator", latency);
        if !latency {
            assert!(report.figures.t_latency_us > 0.0);
        }
        checked += 1;
    }
    assert_eq!(checked, rows.len());
}

/// The 1 MiB rows once more with real f32 data (262,144 elements per chip): the same figures,
/// and the collective's result equals the reduction computed directly.
#[test]
fn reference_rows_with_data() {
    let rows = rows();
    let mut checked = 0;
    for row in rows.iter().filter(|r| r.bytes == 1 << 20) {
        let Kind::Schedule(algorithm) = row.kind else {
            continue;
        };
        let p = row.topology.chips();
        let per_rank = if row.collective == Collective::AllGather {
            row.bytes / 4 / p as u64
        } else {
            row.bytes / 4
        } as usize;
        let data: Vec<Vec<f32>> = (0..p)
            .map(|r| {
                (0..per_rank)
                    .map(|i| ((i * 7 + r * 13) % 17) as f32)
                    .collect()
            })
            .collect();
        let (out, report) = run_collective(
            &row.topology,
            algorithm,
            row.collective,
            data.clone(),
            ReduceOp::Sum,
            row.link,
        )
        .unwrap();
        check(row, &report.figures, "the step simulator with data", true);
        let sum: Vec<f32> = (0..per_rank)
            .map(|i| data.iter().map(|d| d[i]).sum())
            .collect();
        for (r, got) in out.iter().enumerate() {
            let want: Vec<f32> = match row.collective {
                Collective::AllReduce => sum.clone(),
                Collective::ReduceScatter => sum[r * per_rank / p..(r + 1) * per_rank / p].to_vec(),
                Collective::AllGather => data.concat(),
                Collective::AllToAll => (0..p)
                    .flat_map(|s| data[s][r * per_rank / p..(r + 1) * per_rank / p].to_vec())
                    .collect(),
                other => unreachable!("the reference has no {other:?} rows"),
            };
            assert!(
                got == &want,
                "line {}: rank {r} got a wrong result",
                row.line
            );
        }
        checked += 1;
    }
    assert_eq!(checked, 11, "the 1 MiB rows with a schedule");
}
