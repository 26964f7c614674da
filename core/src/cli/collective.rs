//! `tpu collective all_reduce|reduce_scatter|all_gather|all_to_all|broadcast|barrier
//! --topology 4x4x4 --bytes 1048576 --algorithm ...`: one collective's figures, measured by the
//! step simulator when the pod is small enough to run it and from the analytic model beyond.
//! `--json` prints one object whose keys are the reference CSV's column names.
//!
//! A `--bytes` that does not divide into the schedule's pieces is split as evenly as possible
//! (pieces differ by one byte); the simulated figures then sit a few bytes above the model's.

use std::fmt::Write;

use serde_json::{json, Value};

use tpu_emu::ici::analytic::{estimate, Figures};
use tpu_emu::ici::collective::{Algorithm, Collective};
use tpu_emu::ici::simulate_sizes;
use tpu_emu::ici::topology::{Generation, LinkParams, Topology};

const USAGE: &str =
    "usage: tpu collective all_reduce|reduce_scatter|all_gather|all_to_all|broadcast|barrier
    --topology 4x4x4|8|4x4|v4-pod|v5e-pod|v5p-pod|v6e-pod|torus-100k|...
    --bytes N          (1048576, 1MiB, 1GiB: the all-reduce buffer per chip, the all-gather output,
                        the reduce-scatter input, the all-to-all send buffer)
    [--algorithm ring|bidirectional_ring|dim_ordered|dim_ordered_unidirectional|rotated|direct]
    [--generation v4|v5e|v5p|v6e] [--link-bandwidth B/s] [--latency s] [--root rank]
    [--model auto|analytic|simulate] [--json]";

/// What `--model auto` lets the step simulator take on: at most this many link transfers
/// (each kept in the per-step timeline, 16 bytes apiece), and for the all-to-all, whose cost
/// grows with P², at most this many chips. A 16x16x16 rotated all-reduce is 2.2 million
/// transfers; a bidirectional ring through the same 4096 chips would be 67 million, so it gets
/// the analytic model. `--model simulate` allows four times more.
const AUTO_SIMULATE_TRANSFERS: u64 = 8_000_000;
const AUTO_SIMULATE_ALL_TO_ALL_CHIPS: u64 = 1024;

#[derive(Clone, Copy, PartialEq)]
enum Model {
    Auto,
    Analytic,
    Simulate,
}

/// Runs `tpu collective` on `args` (the words after `tpu`, with or without the leading
/// `collective`). `Err` is a usage error: the caller prints it and exits 2.
pub fn cli(args: &[String]) -> Result<String, String> {
    let mut words = args.iter().map(String::as_str).peekable();
    if words.peek() == Some(&"collective") {
        words.next();
    }
    let (mut collective, mut topology, mut bytes, mut algorithm) = (None, None, None, None);
    let (mut generation, mut bandwidth, mut latency, mut root) = (None, None, None, None);
    let (mut model, mut as_json) = (Model::Auto, false);
    while let Some(word) = words.next() {
        let (flag, inline) = match word.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v)),
            _ => (word, None),
        };
        let mut value = || {
            inline
                .or_else(|| words.next())
                .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))
        };
        match flag {
            "--help" | "-h" => return Ok(USAGE.to_string()),
            "--json" => as_json = true,
            "--topology" => topology = Some(value()?.to_string()),
            "--bytes" => bytes = Some(parse_bytes(value()?)?),
            "--algorithm" => {
                let v = value()?;
                algorithm = Some(
                    Algorithm::parse(v)
                        .ok_or_else(|| format!("unknown algorithm '{v}'\n{USAGE}"))?,
                );
            }
            "--generation" => {
                let v = value()?;
                generation = Some(
                    Generation::parse(v)
                        .ok_or_else(|| format!("unknown generation '{v}': v4, v5e, v5p or v6e"))?,
                );
            }
            "--link-bandwidth" => bandwidth = Some(parse_positive(flag, value()?)?),
            "--latency" => latency = Some(parse_non_negative(flag, value()?)?),
            "--root" => {
                root = Some(
                    value()?
                        .parse::<usize>()
                        .map_err(|_| "--root takes a rank".to_string())?,
                )
            }
            "--model" => {
                model = match value()? {
                    "auto" => Model::Auto,
                    "analytic" => Model::Analytic,
                    "simulate" => Model::Simulate,
                    other => {
                        return Err(format!(
                            "unknown model '{other}': auto, analytic or simulate"
                        ))
                    }
                }
            }
            name if !name.starts_with('-') && collective.is_none() => {
                collective = Some(
                    Collective::parse(name)
                        .ok_or_else(|| format!("unknown collective '{name}'\n{USAGE}"))?,
                );
            }
            other => return Err(format!("unexpected argument '{other}'\n{USAGE}")),
        }
    }
    let collective = match (
        collective.ok_or_else(|| format!("which collective?\n{USAGE}"))?,
        root,
    ) {
        (Collective::Broadcast { .. }, Some(root)) => Collective::Broadcast { root },
        (_, Some(_)) => return Err("--root only applies to broadcast".to_string()),
        (c, None) => c,
    };
    let spec = topology.ok_or_else(|| format!("--topology is required\n{USAGE}"))?;
    let mut t = Topology::parse(&spec).map_err(|e| e.to_string())?;
    if let Some(g) = generation {
        t = t.with_generation(g);
    }
    let bytes = match (bytes, collective) {
        // Refused, not ignored: a barrier moves no data, whatever size it is given.
        (Some(_), Collective::Barrier) => {
            return Err("--bytes does not apply to barrier: it moves no data".to_string())
        }
        (Some(b), _) => b,
        (None, Collective::Barrier) => 0,
        (None, _) => return Err(format!("--bytes is required\n{USAGE}")),
    };
    let algorithm = algorithm.unwrap_or_else(|| Algorithm::default_for(collective, &t));
    let defaults = t.link_params();
    let link = LinkParams {
        bandwidth_bytes_per_s: bandwidth.unwrap_or(defaults.bandwidth_bytes_per_s),
        latency_s: latency.unwrap_or(defaults.latency_s),
    };
    let analytic =
        estimate(&t, algorithm, collective, bytes as f64, link).map_err(|e| e.to_string())?;
    // Each step carries at most one transfer per used link: an upper bound on the timeline.
    let (size, limit) = match collective {
        Collective::AllToAll => (t.chips() as u64, AUTO_SIMULATE_ALL_TO_ALL_CHIPS),
        _ => (
            analytic.steps * analytic.directed_links_used,
            AUTO_SIMULATE_TRANSFERS,
        ),
    };
    let simulate = match model {
        Model::Analytic => false,
        Model::Auto => size <= limit,
        Model::Simulate if size <= 4 * limit => true,
        Model::Simulate => {
            return Err(format!(
                "{} on {} chips is too big to simulate step by step; use --model analytic",
                collective.name(),
                t.chips()
            ))
        }
    };
    let measured = if simulate {
        Some(
            simulate_sizes(&t, algorithm, collective, bytes, link)
                .map_err(|e| e.to_string())?
                .figures,
        )
    } else {
        None
    };
    let run = Run {
        spec: &spec,
        t: &t,
        collective,
        algorithm,
        bytes,
        link,
    };
    Ok(if as_json {
        run.json(measured.as_ref(), &analytic).to_string()
    } else {
        run.text(measured.as_ref(), &analytic)
    })
}

struct Run<'a> {
    spec: &'a str,
    t: &'a Topology,
    collective: Collective,
    algorithm: Algorithm,
    bytes: u64,
    link: LinkParams,
}

fn figures_json(f: &Figures) -> Value {
    json!({
        "steps": f.steps,
        "t_latency_us": f.t_latency_us,
        "t_bandwidth_us": f.t_bandwidth_us,
        "t_total_us": f.t_total_us,
        "max_bytes_per_directed_link": f.max_bytes_per_directed_link,
        "directed_links_used": f.directed_links_used,
        "per_dim_max_bytes_per_directed_link": f.per_dim_max_bytes,
    })
}

impl Run<'_> {
    fn json(&self, measured: Option<&Figures>, analytic: &Figures) -> Value {
        let mut object = json!({
            "link_bw_Bps": self.link.bandwidth_bytes_per_s,
            "alpha_s": self.link.latency_s,
            "topology": self.spec,
            "dims": self.t.name(),
            "chips": self.t.chips(),
            "hosts": self.t.hosts(),
            "chips_per_host": self.t.chips_per_host(),
            "generation": self.t.generation().map(Generation::name),
            "collective": self.collective.name(),
            "algorithm": self.algorithm.name(),
            "N_bytes": self.bytes,
            "model": if measured.is_some() { "step_simulator" } else { "analytic" },
        });
        let map = object.as_object_mut().expect("a json! object");
        if let Value::Object(fields) = figures_json(measured.unwrap_or(analytic)) {
            map.extend(fields);
        }
        if measured.is_some() {
            map.insert("analytic".to_string(), figures_json(analytic));
        }
        object
    }

    fn text(&self, measured: Option<&Figures>, analytic: &Figures) -> String {
        let t = self.t;
        let shape = if t.active_dims().len() <= 1 {
            format!("ring of {}", t.chips())
        } else {
            format!("{} torus", t.name())
        };
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{} of {} B on a {shape} ({} chips, {} hosts of {}), algorithm {}",
            self.collective.name(),
            self.bytes,
            t.chips(),
            t.hosts(),
            t.chips_per_host(),
            self.algorithm.name()
        );
        let _ = writeln!(
            out,
            "links: {:e} B/s per directed link, alpha = {} us",
            self.link.bandwidth_bytes_per_s,
            self.link.latency_s * 1e6
        );
        let (f, source) = match measured {
            Some(m) => (m, "step simulator"),
            None => (analytic, "analytic model"),
        };
        let plural = if f.steps == 1 { "" } else { "s" };
        let _ = writeln!(out, "{source}: {} step{plural}", f.steps);
        let _ = writeln!(out, "  t_latency      {:>14.3} us", f.t_latency_us);
        let _ = writeln!(out, "  t_bandwidth    {:>14.3} us", f.t_bandwidth_us);
        let _ = writeln!(out, "  t_total        {:>14.3} us", f.t_total_us);
        let dims: Vec<String> = f
            .per_dim_max_bytes
            .iter()
            .enumerate()
            .map(|(i, b)| format!("d{} {b:.0}", i + 1))
            .collect();
        let _ = writeln!(
            out,
            "  busiest directed link {:.0} B ({})",
            f.max_bytes_per_directed_link,
            dims.join(", ")
        );
        let _ = writeln!(out, "  directed links used   {}", f.directed_links_used);
        if measured.is_some() {
            let _ = writeln!(
                out,
                "analytic model: t_total {:.3} us, busiest link {:.0} B",
                analytic.t_total_us, analytic.max_bytes_per_directed_link
            );
        }
        out
    }
}

fn parse_bytes(text: &str) -> Result<u64, String> {
    let split = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(split);
    let scale: u64 = match unit {
        "" | "B" => 1,
        "KiB" => 1 << 10,
        "MiB" => 1 << 20,
        "GiB" => 1 << 30,
        "KB" => 1_000,
        "MB" => 1_000_000,
        "GB" => 1_000_000_000,
        _ => {
            return Err(format!(
                "--bytes: cannot read '{text}' (write 1048576, 1MiB or 1GiB)"
            ))
        }
    };
    number
        .parse::<u64>()
        .ok()
        .and_then(|n| n.checked_mul(scale))
        .ok_or_else(|| format!("--bytes: cannot read '{text}'"))
}

fn parse_positive(flag: &str, text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(x) if x.is_finite() && x > 0.0 => Ok(x),
        _ => Err(format!("{flag} takes a positive number, not '{text}'")),
    }
}

fn parse_non_negative(flag: &str, text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(x) if x.is_finite() && x >= 0.0 => Ok(x),
        _ => Err(format!("{flag} takes a number >= 0, not '{text}'")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(line: &str) -> Result<String, String> {
        let args: Vec<String> = line.split_whitespace().map(String::from).collect();
        cli(&args)
    }

    fn json(line: &str) -> Value {
        serde_json::from_str(&run(line).unwrap()).unwrap()
    }

    #[test]
    fn json_has_the_reference_columns() {
        let v = json(
            "collective all_reduce --topology 4x4 --bytes 1MiB --algorithm dim_ordered --json",
        );
        assert_eq!(v["model"], "step_simulator");
        assert_eq!(v["N_bytes"], 1048576);
        assert_eq!(v["max_bytes_per_directed_link"], 786432.0);
        assert_eq!(v["directed_links_used"], 64);
        assert!((v["t_total_us"].as_f64().unwrap() - 21.8304).abs() < 1e-9);
        assert!((v["analytic"]["t_total_us"].as_f64().unwrap() - 21.8304).abs() < 1e-9);
        for key in [
            "t_latency_us",
            "t_bandwidth_us",
            "link_bw_Bps",
            "alpha_s",
            "chips",
            "dims",
            "collective",
            "algorithm",
        ] {
            assert!(v.get(key).is_some(), "{key}");
        }
    }

    #[test]
    fn flags_set_the_link_and_big_pods_use_the_model() {
        let v = json("all_to_all --topology 8 --bytes=1048576 --algorithm direct --link-bandwidth 5e10 --latency 2e-6 --json");
        assert!((v["t_total_us"].as_f64().unwrap() - (8.0 + 2.0 * 10.48576)).abs() < 1e-9);
        let v = json("all_reduce --topology torus-100k --bytes 1GiB --algorithm rotated --json");
        assert_eq!(v["model"], "analytic");
        assert_eq!(v["chips"], 100000);
        let v =
            json("all_reduce --topology v4-pod --bytes 1GiB --algorithm bidirectional_ring --json");
        assert_eq!(
            v["model"], "analytic",
            "67 million transfers are left to the model"
        );
        let v = json("all_gather --topology v5e-pod --bytes 1MiB --json");
        assert_eq!(v["algorithm"], "dim_ordered");
        assert_eq!(v["link_bw_Bps"], 5e10);
        assert_eq!(v["chips_per_host"], 8);
    }

    #[test]
    fn text_report_names_the_run() {
        let out =
            run("reduce_scatter --topology 8 --bytes 1MiB --algorithm bidirectional_ring").unwrap();
        assert!(
            out.contains("reduce_scatter of 1048576 B on a ring of 8"),
            "{out}"
        );
        assert!(out.contains("11.588"), "{out}");
        assert!(run("--help").unwrap().starts_with("usage"));
        let out = run("broadcast --topology 2x2 --bytes 64 --root 3 --algorithm ring").unwrap();
        assert!(out.contains("step simulator: 6 steps"), "{out}");
    }

    #[test]
    fn bad_arguments_are_errors() {
        for line in [
            "all_reduce --bytes 1024",
            "all_reduce --topology 4x4",
            "all_reduce --topology 4x4 --bytes lots",
            "all_reduce --topology 4x4 --bytes 1024 --algorithm tree",
            "all_reduce --topology 4x4 --bytes 1024 --algorithm direct",
            "all_to_all --topology 4x4 --bytes 1024 --algorithm ring",
            "all_reduce --topology 4x4 --bytes 1024 --link-bandwidth 0",
            "all_reduce --topology 4x4 --bytes 1024 --latency -1",
            "all_reduce --topology 4x4 --bytes 1024 --root 1",
            "broadcast --topology 4x4 --bytes 1024 --root 16",
            "frobnicate --topology 4x4 --bytes 1024",
            "all_reduce --topology 4x4 --bytes 1024 --bogus",
            "all_reduce --topology 4x4 --bytes",
            "all_to_all --topology v5p-pod --bytes 1024 --model simulate",
            "barrier --topology 4 --bytes 1024",
        ] {
            assert!(run(line).is_err(), "{line}");
        }
        assert_eq!(
            run("barrier --topology 4 --bytes 1MiB").unwrap_err(),
            "--bytes does not apply to barrier: it moves no data"
        );
        assert!(run("barrier --topology 4").is_ok());
    }
}
