//! The compile cache's tiers: per chip, per host (the chips of one emulated host share what one
//! of them compiled) and persistent (a cache directory read at the start of the next run, whose
//! corrupted entries are discarded and compiled again, and whose absence does not stop a run).
//! Expected counts are derived from the topology (ranks, hosts) and the number of distinct
//! kernels each run's own trace shows, never pasted.

use crate::common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use tpu_core::dispatch::EagerMode;
use tpu_core::fusion::cache::CacheTier;
use tpu_core::fusion::persist::{DirStore, PersistentTier, FILE_NAME};
use tpu_core::ici::Topology;
use tpu_core::runtime::RunConfig;
use tpu_core::spmd::{SpmdConfig, World};
use tpu_core::trace::Event;

/// Groups of two shapes per step, three steps: each kernel is looked up three times per rank.
const PROGRAM: &str = r#"
import torch
x = torch.arange(32, dtype=torch.float32, device="tpu").reshape(4, 8)
for i in range(3):
    y = (x * 2 + 1).relu()
    z = (y - 0.5) * 3
    print(z.sum().item(), y.mean().item())
    w = torch.ones(5, device="tpu") * i - 1
    print((w * w).sum().item())
"#;

/// One rank's fused-kernel lookups: (key, tier; `None` for a miss).
type Lookups = Vec<(String, Option<CacheTier>)>;

fn world(topology: Option<Topology>) -> World {
    let config = SpmdConfig {
        run: RunConfig {
            mode: EagerMode::Fused,
            ..RunConfig::default()
        },
        topology,
        algorithm: None,
    };
    World::new(PROGRAM, config, Box::new(|| Ok(common::cpu()))).expect("compiles")
}

fn finish(mut w: World) -> (String, BTreeMap<Option<usize>, Lookups>, Vec<String>) {
    if let Err(e) = w.run_blocking(|| true) {
        panic!("program raised:\n{}", e.render(PROGRAM));
    }
    let lookups = w
        .sessions()
        .map(|(rank, s)| {
            let l = s
                .trace()
                .events()
                .filter_map(|e| match e {
                    Event::CacheLookup { key, hit, tier, .. } => {
                        assert_eq!(*hit, tier.is_some(), "a hit names its tier");
                        Some((key.clone(), *tier))
                    }
                    _ => None,
                })
                .collect();
            (rank, l)
        })
        .collect();
    (w.stdout(), lookups, w.compile_cache_notices())
}

fn count(l: &Lookups, tier: Option<CacheTier>) -> usize {
    l.iter().filter(|(_, t)| *t == tier).count()
}

fn distinct(l: &Lookups) -> usize {
    l.iter().map(|(k, _)| k).collect::<BTreeSet<_>>().len()
}

#[test]
fn the_chips_of_a_host_compile_each_kernel_once() {
    let topology = Topology::parse("2x4")
        .unwrap()
        .with_chips_per_host(4)
        .unwrap();
    let (ranks, per_host) = (topology.chips(), topology.chips_per_host());
    let hosts = ranks / per_host;
    assert_eq!((ranks, hosts), (8, 2));
    let (_, lookups, _) = finish(world(Some(topology.clone())));
    assert_eq!(lookups.len(), ranks);
    let first = &lookups[&Some(0)];
    let kernels = distinct(first);
    assert!(
        kernels >= 2,
        "the program fuses groups of two shapes: {first:?}"
    );
    for host in 0..hosts {
        let of_host: Vec<&Lookups> = (0..ranks)
            .filter(|r| topology.host_of(*r) == host)
            .map(|r| &lookups[&Some(r)])
            .collect();
        assert_eq!(of_host.len(), per_host);
        let misses: usize = of_host.iter().map(|l| count(l, None)).sum();
        let host_hits: usize = of_host
            .iter()
            .map(|l| count(l, Some(CacheTier::Host)))
            .sum();
        // One chip of the host compiles each kernel; every other chip finds it in the host tier
        // once, then in its own.
        assert_eq!(misses, kernels, "host {host}");
        assert_eq!(host_hits, kernels * (per_host - 1), "host {host}");
        for l in &of_host {
            assert_eq!(
                count(l, Some(CacheTier::Chip)),
                l.len() - kernels,
                "after its first lookup of each kernel, a chip hits its own tier"
            );
        }
    }
}

fn cache_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tpu-cache-tiers-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// A single-process run with the persistent tier in `dir`.
fn persistent_run(dir: &Path) -> (String, Lookups, Vec<String>) {
    let mut w = world(None);
    w.set_compile_cache(PersistentTier::open(Box::new(DirStore {
        dir: dir.to_path_buf(),
    })));
    let (out, mut lookups, notices) = finish(w);
    (out, lookups.remove(&None).expect("the process"), notices)
}

#[test]
fn a_second_run_hits_the_persistent_tier() {
    let dir = cache_dir("second");
    let (out, first, notices) = persistent_run(&dir);
    assert_eq!(notices, Vec::<String>::new());
    let kernels = distinct(&first);
    assert_eq!(count(&first, None), kernels);
    assert_eq!(count(&first, Some(CacheTier::Persistent)), 0);
    let (out2, second, notices) = persistent_run(&dir);
    assert_eq!(notices, Vec::<String>::new());
    assert_eq!(out2, out);
    assert_eq!(count(&second, None), 0);
    assert_eq!(count(&second, Some(CacheTier::Persistent)), kernels);
    assert_eq!(
        count(&second, Some(CacheTier::Chip)),
        second.len() - kernels
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn corrupted_entries_are_discarded_and_compiled_again() {
    let dir = cache_dir("corrupt");
    let (out, first, _) = persistent_run(&dir);
    let kernels = distinct(&first);
    let file = dir.join(FILE_NAME);
    let good = std::fs::read(&file).unwrap();
    // (corruption, entries still trusted, a word of the notice)
    let mut flipped = good.clone();
    *flipped.last_mut().unwrap() ^= 1;
    let cases: Vec<(&str, Vec<u8>, usize, &str)> = vec![
        ("flipped", flipped, kernels - 1, "checksum mismatch"),
        (
            "truncated",
            good[..good.len() - 5].to_vec(),
            kernels - 1,
            "truncated",
        ),
        ("garbage", b"not a cache at all".to_vec(), 0, "wrong magic"),
    ];
    for (what, bytes, trusted, reason) in cases {
        std::fs::write(&file, &bytes).unwrap();
        let (out2, l, notices) = persistent_run(&dir);
        assert_eq!(out2, out, "{what}: the output is unchanged");
        assert_eq!(count(&l, Some(CacheTier::Persistent)), trusted, "{what}");
        assert_eq!(count(&l, None), kernels - trusted, "{what}: recompiled");
        assert_eq!(notices.len(), 1, "{what}: {notices:?}");
        assert!(notices[0].contains(reason), "{what}: {notices:?}");
        // The recompiled entries were written back: the next run trusts them all.
        let (_, l, notices) = persistent_run(&dir);
        assert_eq!(count(&l, Some(CacheTier::Persistent)), kernels, "{what}");
        assert!(notices.is_empty(), "{what}: {notices:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_unusable_cache_directory_does_not_stop_the_run() {
    // A directory under a regular file cannot be read or created, whoever runs the test.
    let blocker = cache_dir("blocker");
    std::fs::write(&blocker, b"a file").unwrap();
    let dir = blocker.join("cache");
    let (out, l, notices) = persistent_run(&dir);
    let (plain, _, _) = finish(world(None));
    assert_eq!(out, plain);
    assert_eq!(count(&l, None), distinct(&l));
    assert_eq!(notices.len(), 2, "{notices:?}");
    assert!(notices[0].contains("cannot be read"), "{notices:?}");
    assert!(notices[1].contains("cannot be written"), "{notices:?}");
    let _ = std::fs::remove_file(&blocker);
}

/// `tpu run` with `TORCH_TPU_CACHE_DIR`, then with `--compile-cache` over an unusable path.
#[test]
fn the_cli_takes_the_cache_directory_from_the_environment_or_a_flag() {
    let dir = cache_dir("cli");
    let program = dir.with_extension("py");
    std::fs::write(&program, PROGRAM).unwrap();
    let report = dir.with_extension("json");
    let run = |extra: &[&str], env: Option<&Path>| {
        let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_tpu"));
        c.args([
            "run",
            program.to_str().unwrap(),
            "--mode",
            "fused",
            "--backend",
            "cpu",
        ])
        .args(["--report-json", report.to_str().unwrap()])
        .args(extra)
        .env("XDG_RUNTIME_DIR", std::env::temp_dir())
        .env_remove("TORCH_TPU_CACHE_DIR");
        if let Some(d) = env {
            c.env("TORCH_TPU_CACHE_DIR", d);
        }
        let out = c.output().expect("run tpu");
        assert!(out.status.success(), "{out:?}");
        let json: serde_json::Value =
            serde_json::from_slice(&std::fs::read(&report).unwrap()).unwrap();
        let field = |k: &str| json[k].as_u64().unwrap_or_else(|| panic!("{k}: {json}"));
        (
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
            field("cache_misses"),
            field("cache_persistent_hits"),
        )
    };
    let (out, _, misses, persistent) = run(&[], Some(&dir));
    assert!(misses > 0);
    assert_eq!(persistent, 0);
    let (out2, _, misses2, persistent2) = run(&[], Some(&dir));
    assert_eq!(out2, out);
    assert_eq!((misses2, persistent2), (0, misses));
    // The flag wins over the environment; a path under a regular file cannot be used.
    let bad = program.join("cache");
    let (out3, err, misses3, _) = run(&["--compile-cache", bad.to_str().unwrap()], Some(&dir));
    assert_eq!(out3, out);
    assert_eq!(misses3, misses);
    assert!(
        err.contains("tpu: compile cache: the cache directory"),
        "{err}"
    );
    assert!(err.contains("cannot be read"), "{err}");
    for p in [&program, &report] {
        let _ = std::fs::remove_file(p);
    }
    let _ = std::fs::remove_dir_all(&dir);
}
