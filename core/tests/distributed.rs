//! Distributed programs through the SPMD runner: the DDP program of core/testdata prints what PyTorch
//! (gloo, 4 processes) printed, on both backends and both launches; every collective's data is
//! right on several topologies; hangs and mismatched collectives are clear errors; the link bytes
//! of an all-reduce in a program equal the ICI simulator's for that topology and size.

mod common;

use tpu_core::device::Backend;
use tpu_core::ici::{self, Algorithm, Collective, Topology};
use tpu_core::runtime::{run_to_end, RunConfig};
use tpu_core::spmd::{SpmdConfig, World};

fn world(source: &str, topology: Option<&str>, backend: fn() -> Box<dyn Backend>) -> World {
    let config = SpmdConfig {
        run: RunConfig::default(),
        topology: topology.map(|t| Topology::parse(t).expect("topology")),
        algorithm: None,
    };
    World::new(source, config, Box::new(move || Ok(backend()))).expect("compiles")
}

/// Runs to the end; the combined stdout and the error, if any.
fn run(source: &str, topology: Option<&str>) -> (String, Option<tpu_core::script::PyErr>, World) {
    let mut w = world(source, topology, common::cpu);
    let r = w.run_blocking(|| true);
    (w.stdout(), r.err(), w)
}

fn oracle_ddp() -> (String, String) {
    let dir = tpu_testdata::path("programs/dist");
    let source = std::fs::read_to_string(dir.join("ddp_allreduce_train.py")).expect("program");
    let expected = std::fs::read_to_string(dir.join("ddp_allreduce_train.out")).expect("output");
    assert_eq!(source.matches("\ndevice = \"cpu\"\n").count(), 1);
    (
        source.replace("\ndevice = \"cpu\"\n", "\ndevice = \"tpu\"\n"),
        expected,
    )
}

fn check_ddp(backend: fn() -> Box<dyn Backend>, topology: Option<&str>) {
    let (source, expected) = oracle_ddp();
    let mut w = world(&source, topology, backend);
    if let Err(e) = w.run_blocking(|| true) {
        panic!("{}", e.render(&source));
    }
    common::same_output(&expected, &w.stdout(), 1e-5).unwrap();
    let report = w.report();
    assert_eq!(report.ranks, 4);
    // 12 steps x (4 parameters + the mean loss) + the checksum's MAX + the barrier.
    assert_eq!(report.collectives, 12 * 5 + 2);
}

/// `python ddp_allreduce_train.py`: the parent calls mp.spawn(nprocs=4), on a ring of 4 chips.
#[test]
fn oracle_ddp_program_with_spawn_on_cpu() {
    check_ddp(common::cpu, None);
}

#[test]
fn oracle_ddp_program_with_spawn_on_gpu() {
    check_ddp(common::gpu, None);
}

/// `torchrun --nproc_per_node=4`: RANK is set, so the program calls run() directly on each rank.
#[test]
fn oracle_ddp_program_under_torchrun_on_a_2x2_torus() {
    check_ddp(common::cpu, Some("2x2"));
}

/// Rank r's input of n elements: small integers (and halves), so every reduction order gives the
/// same f32 result and the expected values can be computed here independently of the schedule.
fn input(n: usize, r: usize) -> Vec<f32> {
    (0..n)
        .map(|i| (((r + 1) * (i + 2) + r) % 7) as f32 - 3.0 + if i % 3 == 0 { 0.5 } else { 0.0 })
        .collect()
}

const INPUT_PY: &str = "def inp(n, r):
    return torch.tensor([float(((r + 1) * (i + 2) + r) % 7) - 3.0 + (0.5 if i % 3 == 0 else 0.0) for i in range(n)])
";

fn pylist(v: &[f32]) -> String {
    let items: Vec<String> = v.iter().map(|x| format!("{:?}", *x as f64)).collect();
    format!("[{}]", items.join(", "))
}

type Combine = fn(f32, f32) -> f32;

fn reduce(p: usize, n: usize, f: impl Fn(f32, f32) -> f32) -> Vec<f32> {
    (0..n)
        .map(|i| (1..p).fold(input(n, 0)[i], |acc, r| f(acc, input(n, r)[i])))
        .collect()
}

#[test]
fn every_collective_moves_the_right_data_on_several_topologies() {
    let program = format!(
        "import os
import torch
import torch.distributed as dist
dist.init_process_group(\"tpu_dist\")
r = dist.get_rank()
w = dist.get_world_size()
{INPUT_PY}
for name, op in [('sum', dist.ReduceOp.SUM), ('max', dist.ReduceOp.MAX), ('min', dist.ReduceOp.MIN), ('prod', dist.ReduceOp.PRODUCT), ('avg', dist.ReduceOp.AVG)]:
    x = inp(6, r)
    dist.all_reduce(x, op=op)
    print(r, name, x.tolist())
x = inp(5, r).reshape(5, 1)
dist.all_reduce(x)
print(r, 'sum2d', x.flatten().tolist())
g = [torch.zeros(3) for _ in range(w)]
dist.all_gather(g, inp(3, r))
print(r, 'gather', [t.tolist() for t in g])
out = torch.zeros(w * 3)
dist.all_gather_into_tensor(out, inp(3, r))
print(r, 'gather_into', out.tolist())
o = torch.zeros(2)
dist.reduce_scatter_tensor(o, inp(2 * w, r))
print(r, 'reduce_scatter', o.tolist())
o = torch.zeros(2)
dist.reduce_scatter_tensor(o, inp(2 * w, r), op=dist.ReduceOp.MAX)
print(r, 'reduce_scatter_max', o.tolist())
b = inp(4, r)
dist.broadcast(b, src=w - 1)
print(r, 'broadcast', b.tolist())
i = torch.tensor([r + 1, 2 * r])
dist.all_reduce(i)
print(r, 'int', i.tolist(), i.dtype)
dist.barrier()
print(r, os.environ['RANK'], os.environ['WORLD_SIZE'], os.environ['LOCAL_RANK'], os.environ['MASTER_ADDR'], os.environ['MASTER_PORT'] == '29500')
dist.destroy_process_group()
print(dist.is_initialized())
"
    );
    for topo in ["1", "2", "3", "4", "2x2", "2x3", "2x2x2"] {
        let p = Topology::parse(topo).unwrap().chips();
        let mut expected = String::new();
        for r in 0..p {
            let ops: [(&str, Combine); 4] = [
                ("sum", |a, b| a + b),
                ("max", f32::max),
                ("min", f32::min),
                ("prod", |a, b| a * b),
            ];
            for (name, f) in ops {
                expected += &format!("{r} {name} {}\n", pylist(&reduce(p, 6, f)));
            }
            let avg: Vec<f32> = reduce(p, 6, |a, b| a + b)
                .iter()
                .map(|s| s / p as f32)
                .collect();
            expected += &format!("{r} avg {}\n", pylist(&avg));
            expected += &format!("{r} sum2d {}\n", pylist(&reduce(p, 5, |a, b| a + b)));
            let gathered: Vec<String> = (0..p).map(|q| pylist(&input(3, q))).collect();
            expected += &format!("{r} gather [{}]\n", gathered.join(", "));
            let flat: Vec<f32> = (0..p).flat_map(|q| input(3, q)).collect();
            expected += &format!("{r} gather_into {}\n", pylist(&flat));
            let rs = reduce(p, 2 * p, |a, b| a + b);
            expected += &format!("{r} reduce_scatter {}\n", pylist(&rs[2 * r..2 * r + 2]));
            let rs = reduce(p, 2 * p, f32::max);
            expected += &format!("{r} reduce_scatter_max {}\n", pylist(&rs[2 * r..2 * r + 2]));
            expected += &format!("{r} broadcast {}\n", pylist(&input(4, p - 1)));
            let (a, b) = (p * (p + 1) / 2, p * (p - 1));
            expected += &format!("{r} int [{a}, {b}] torch.int64\n");
            expected += &format!("{r} {r} {p} {r} 127.0.0.1 True\nFalse\n");
        }
        let (out, err, _) = run(&program, Some(topo));
        if let Some(e) = err {
            panic!("{topo}: {}", e.render(&program));
        }
        assert_eq!(out, expected, "topology {topo}");
    }
}

#[test]
fn a_rank_that_never_arrives_is_a_hang_naming_it_and_its_line() {
    let program = "import torch
import torch.distributed as dist
dist.init_process_group('gloo')
t = torch.ones(2)
dist.barrier()
if dist.get_rank() != 1:
    dist.all_reduce(t)
elif dist.get_rank() == 1:
    pass
print('rank', dist.get_rank(), 'done')
";
    let (out, err, w) = run(program, Some("4"));
    let e = err.expect("a hang is an error");
    assert_eq!(e.kind, "RuntimeError");
    assert_eq!(
        e.message,
        "hang: ranks 0, 2, 3 wait at all_reduce (line 7), which the other rank will never reach: \
         rank 1 finished the program (its last collective: barrier at line 5)"
    );
    assert_eq!(e.span().map(|s| s.line), Some(7));
    // What rank 1 printed before the hang is kept.
    assert_eq!(out, "rank 1 done\n");
    assert!(w.outputs().iter().all(|o| o.rank == Some(1)));

    // A rank that fails is named with its error and line.
    let program = "import torch
import torch.distributed as dist
dist.init_process_group('gloo')
if dist.get_rank() == 0:
    raise ValueError('bad shard')
dist.all_reduce(torch.ones(3))
";
    let (_, err, w) = run(program, Some("2"));
    // The run's error is the failed rank's own, with its line (torchrun's first failure); the
    // rank left waiting for it is the world's note.
    let e = err.expect("rank 0's error");
    assert_eq!(
        (e.kind.as_str(), e.message.as_str()),
        ("ValueError", "bad shard")
    );
    assert_eq!(e.span().map(|s| s.line), Some(5));
    assert_eq!(
        w.stranded(),
        Some(
            "hang: rank 1 wait at all_reduce (line 6), which the other rank will never reach: \
             rank 0 raised ValueError: bad shard at line 5"
        )
    );
    assert_eq!(w.failures().len(), 1);
    assert_eq!(w.failures()[0].0, Some(0));
}

#[test]
fn mismatched_collectives_are_an_error_naming_both() {
    let program = "import torch
import torch.distributed as dist
dist.init_process_group('gloo')
t = torch.ones(2)
if dist.get_rank() == 0:
    dist.all_reduce(t)
else:
    dist.broadcast(t, src=0)
";
    let (_, err, _) = run(program, Some("2"));
    let e = err.expect("mismatch");
    assert_eq!(
        e.message,
        "mismatched collectives: rank 0 called all_reduce(op=<RedOpType.SUM: 0>) at line 6, but \
         rank 1 called broadcast(src=0) at line 8; every rank must call the same collectives in \
         the same order"
    );
    assert_eq!(e.span().map(|s| s.line), Some(8));

    // Same collective, different sizes: the ICI layer's message, with the line.
    let program = "import torch
import torch.distributed as dist
dist.init_process_group('gloo')
t = torch.ones(2 + dist.get_rank())
dist.all_reduce(t)
";
    let (_, err, _) = run(program, Some("2"));
    let e = err.expect("size mismatch");
    assert_eq!(
        e.message,
        "all_reduce: every rank passes a buffer of the same size; rank 0 has 2 elements, rank 1 has 3"
    );
    assert_eq!(e.span().map(|s| s.line), Some(5));

    // Same collective and size, different dtypes: refused, naming both (the ICI layer moves f32,
    // so each rank would otherwise read the others' values in its own dtype).
    for (api, call) in [
        ("all_reduce", "dist.all_reduce(t)"),
        ("broadcast", "dist.broadcast(t, 0)"),
        (
            "all_gather",
            "dist.all_gather([torch.zeros(2, dtype=t.dtype) for _ in range(2)], t)",
        ),
    ] {
        let program = format!(
            "import torch
import torch.distributed as dist
dist.init_process_group('gloo')
t = torch.ones(2, dtype=torch.float32 if dist.get_rank() == 0 else torch.int64)
{call}
"
        );
        let (_, err, _) = run(&program, Some("2"));
        let e = err.expect("dtype mismatch");
        assert_eq!(e.kind, "RuntimeError");
        assert_eq!(
            e.message,
            format!("{api}: rank 0 passes a tensor of dtype torch.float32, but rank 1 passes one of dtype torch.int64; every rank must pass tensors of the same dtype"),
        );
        assert_eq!(e.span().map(|s| s.line), Some(5));
    }
}

#[test]
fn link_bytes_of_an_all_reduce_equal_the_simulators() {
    for (topo, n) in [
        ("8", 1024usize),
        ("2x2", 1000),
        ("4x4", 4096),
        ("2x2x2", 96),
    ] {
        let program = format!(
            "import torch
import torch.distributed as dist
dist.init_process_group('tpu_dist')
t = torch.ones({n})
dist.all_reduce(t)
"
        );
        let (_, err, w) = run(&program, Some(topo));
        assert!(err.is_none(), "{topo}: {err:?}");
        let topology = Topology::parse(topo).unwrap();
        let algorithm = Algorithm::default_for(Collective::AllReduce, &topology);
        let sim = ici::simulate_sizes(
            &topology,
            algorithm,
            Collective::AllReduce,
            4 * n as u64,
            topology.link_params(),
        )
        .unwrap();
        let expected: Vec<(u32, u64)> = sim
            .traffic
            .links
            .iter()
            .filter(|l| l.bytes > 0)
            .map(|l| (l.id, l.bytes))
            .collect();
        let report = w.report();
        let got: Vec<(u32, u64)> = report.links.iter().map(|l| (l.link, l.bytes)).collect();
        assert_eq!(got, expected, "{topo}");
        assert!(!got.is_empty());
        assert!((report.ici_modelled_s - sim.figures.t_total_us * 1e-6).abs() < 1e-15);
        // Every rank's trace carries the collective with the same links.
        for (rank, s) in w.sessions() {
            let ev = s
                .trace()
                .events()
                .find_map(|e| match e {
                    tpu_core::trace::Event::Collective {
                        op, links, bytes, ..
                    } => Some((op.clone(), links.len(), *bytes)),
                    _ => None,
                })
                .expect("a collective event");
            assert_eq!(
                ev,
                ("all_reduce".to_string(), expected.len(), 4 * n as u64),
                "rank {rank:?}"
            );
        }
    }
}

#[test]
fn spawn_runs_the_parent_once_and_each_child_from_its_function() {
    let program = "import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import os

print('parent starts')

def work(rank, world, tag):
    os.environ['MASTER_ADDR'] = '127.0.0.1'
    os.environ['MASTER_PORT'] = '29500'
    dist.init_process_group('gloo', rank=rank, world_size=world)
    t = torch.tensor([float(rank)])
    dist.all_reduce(t)
    print(tag, rank, t.item(), 'RANK' in os.environ)

def second(rank):
    print('second spawn, child', rank)

if __name__ == '__main__':
    mp.spawn(work, args=(3, 'first'), nprocs=3, join=True)
    print('parent between')
    mp.spawn(second, nprocs=2)
    print('parent ends', dist.is_initialized())
";
    let (out, err, w) = run(program, None);
    assert!(err.is_none(), "{}", err.unwrap().render(program));
    assert_eq!(
        out,
        "parent starts\nfirst 0 3.0 False\nfirst 1 3.0 False\nfirst 2 3.0 False\nparent between\n\
         second spawn, child 0\nsecond spawn, child 1\nparent ends False\n"
    );
    let ranks: Vec<Option<usize>> = w.outputs().iter().map(|o| o.rank).collect();
    assert_eq!(
        ranks,
        [
            None,
            Some(0),
            Some(1),
            Some(2),
            None,
            Some(0),
            Some(1),
            None
        ]
    );
}

#[test]
fn a_failing_child_raises_process_raised_exception_in_the_parent() {
    let program = "import torch.multiprocessing as mp

def work(rank):
    if rank == 1:
        raise KeyError('boom')

mp.spawn(work, nprocs=2)
print('not reached')
";
    let (out, err, _) = run(program, None);
    let e = err.expect("the parent raises");
    assert_eq!(e.kind, "torch.multiprocessing.spawn.ProcessRaisedException");
    assert!(
        e.message.starts_with("\n\n-- Process 1 terminated with the following error:\nTraceback (most recent call last):\n"),
        "{}",
        e.message
    );
    assert!(e.message.contains("line 5, in work"), "{}", e.message);
    assert!(e.message.ends_with("KeyError: 'boom'\n"), "{}", e.message);
    assert_eq!(e.span().map(|s| s.line), Some(7));
    assert_eq!(out, "");
}

#[test]
fn a_program_alone_is_a_world_of_one_and_refuses_more() {
    let ok = "import os
import torch
import torch.distributed as dist
os.environ['MASTER_ADDR'] = 'localhost'
os.environ['MASTER_PORT'] = '1234'
dist.init_process_group('gloo', rank=0, world_size=1)
t = torch.tensor([1.0, 2.0])
dist.all_reduce(t, op=dist.ReduceOp.AVG)
print(t, dist.get_rank(), dist.get_world_size(), dist.get_backend(), dist.ReduceOp.SUM)
";
    let out = run_to_end(ok, common::cpu(), &RunConfig::default());
    assert!(out.error.is_none(), "{:?}", out.error);
    assert_eq!(out.stdout, "tensor([1., 2.]) 0 1 gloo <RedOpType.SUM: 0>\n");

    let cases = [
        (
            "import torch.distributed as dist\ndist.get_rank()\n",
            "ValueError: Default process group has not been initialized, please make sure to call init_process_group.",
        ),
        (
            "import torch.distributed as dist\ndist.init_process_group('gloo', rank=0, world_size=1)\n",
            "ValueError: Error initializing torch.distributed using env:// rendezvous: environment variable MASTER_ADDR expected, but not set",
        ),
        (
            "import os\nimport torch.distributed as dist\nos.environ['MASTER_ADDR'] = 'x'\nos.environ['MASTER_PORT'] = '1'\ndist.init_process_group('gloo', rank=0, world_size=2)\n",
            "RuntimeError: init_process_group(world_size=2) in a single process: the other 1 ranks would never join. Launch one process per chip: `tpu run --topology N prog.py` (as torchrun does) or torch.multiprocessing.spawn",
        ),
        (
            "import torch.multiprocessing as mp\nmp.spawn(print, nprocs=2)\n",
            "RuntimeError: torch.multiprocessing.spawn needs the SPMD runner, which starts one VM per process: run the program with `tpu run`",
        ),
    ];
    for (src, message) in cases {
        let out = run_to_end(src, common::cpu(), &RunConfig::default());
        let e = out.error.expect("an error");
        let text = e.render(src);
        assert!(text.ends_with(&format!("{message}\n")), "{text}");
    }
}

/// `core/tests/golden_dist/*.py` print what real PyTorch printed under
/// `torchrun --nproc_per_node=N` with gloo (`scripts/dist_goldens.sh`), here on `--topology N`
/// (and the 4-process one on a 2x2 torus), on both backends.
#[test]
fn distributed_data_parallel_programs_print_pytorchs_text() {
    let dir = common::repo_dir().join("core/tests/golden_dist");
    let mut checked = 0;
    for (name, topology) in [("ddp_wrapper", "3"), ("ddp_training", "2x2")] {
        let source = std::fs::read_to_string(dir.join(format!("{name}.py"))).expect("program");
        let expected = std::fs::read_to_string(dir.join(format!("{name}.out"))).expect("golden");
        let nproc: usize = source
            .lines()
            .find_map(|l| l.strip_prefix("# nproc: "))
            .and_then(|n| n.parse().ok())
            .expect("# nproc: N");
        assert_eq!(Topology::parse(topology).unwrap().chips(), nproc);
        for (backend, label) in [
            (common::cpu as fn() -> Box<dyn Backend>, "cpu"),
            (common::gpu, "gpu"),
        ] {
            let mut w = world(&source, Some(topology), backend);
            if let Err(e) = w.run_blocking(|| true) {
                panic!("{name} [{label}]: {}", e.render(&source));
            }
            common::same_output(&expected, &w.stdout(), 1e-5)
                .unwrap_or_else(|d| panic!("{name} [{label}]: {d}"));
            checked += 1;
        }
    }
    assert_eq!(checked, 4);
}

#[test]
fn spawn_inside_a_spawned_process_is_refused_clearly() {
    let program = "import torch.multiprocessing as mp

def inner(rank):
    print('inner', rank)

def outer(rank):
    mp.spawn(inner, nprocs=2)

mp.spawn(outer, nprocs=2)
";
    let (out, err, _) = run(program, None);
    let e = err.expect("the parent raises");
    assert_eq!(e.kind, "torch.multiprocessing.spawn.ProcessRaisedException");
    assert!(
        e.message
            .starts_with("\n\n-- Process 0 terminated with the following error:\n"),
        "{}",
        e.message
    );
    assert!(
        e.message.ends_with("NotImplementedError: torch.multiprocessing.spawn inside a spawned process is not supported in the playground yet\n"),
        "{}",
        e.message
    );
    assert_eq!(out, "");
}
