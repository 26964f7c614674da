//! Point to point (`send`, `recv`, `isend`, `irecv`) and all-to-all through the SPMD runner:
//! the golden programs print what PyTorch printed under torchrun with gloo; the bytes each link
//! carries follow the dimension-order route; waits nobody answers are hangs naming ranks and lines.

mod common;

use tpu_core::device::Backend;
use tpu_core::ici::{self, Algorithm, Collective, Dir, Topology};
use tpu_core::runtime::RunConfig;
use tpu_core::spmd::{SpmdConfig, World};
use tpu_core::trace::Event;

fn world(source: &str, topology: &str, backend: fn() -> Box<dyn Backend>) -> World {
    let config = SpmdConfig {
        run: RunConfig::default(),
        topology: Some(Topology::parse(topology).expect("topology")),
        algorithm: None,
    };
    World::new(source, config, Box::new(move || Ok(backend()))).expect("compiles")
}

fn run(source: &str, topology: &str) -> (String, Option<tpu_core::script::PyErr>, World) {
    let mut w = world(source, topology, common::cpu);
    let r = w.run_blocking(|| true);
    (w.stdout(), r.err(), w)
}

/// `core/tests/golden_dist/{p2p,all_to_all}.py` print what real PyTorch printed under
/// `torchrun --nproc_per_node=4` with gloo (`scripts/dist_goldens.sh`): on a ring of 4 and on a
/// 2x2 torus (the routes differ, the data must not), on both backends.
#[test]
fn point_to_point_and_all_to_all_programs_print_pytorchs_text() {
    let dir = common::repo_dir().join("core/tests/golden_dist");
    let mut checked = 0;
    for name in ["p2p", "all_to_all"] {
        let source = std::fs::read_to_string(dir.join(format!("{name}.py"))).expect("program");
        let expected = std::fs::read_to_string(dir.join(format!("{name}.out"))).expect("golden");
        assert!(source.contains("# nproc: 4\n"));
        for (topology, backend, label) in [
            ("4", common::cpu as fn() -> Box<dyn Backend>, "cpu"),
            ("2x2", common::cpu, "cpu"),
            ("2x2", common::gpu, "gpu"),
        ] {
            let mut w = world(&source, topology, backend);
            if let Err(e) = w.run_blocking(|| true) {
                panic!("{name} on {topology} [{label}]: {}", e.render(&source));
            }
            assert_eq!(w.stdout(), expected, "{name} on {topology} [{label}]");
            checked += 1;
        }
    }
    assert_eq!(checked, 6);
}

/// A send from rank 0 to rank 6 of a 4x4 torus (coordinates (0,0) to (1,2)) goes one hop along
/// d1 and two along d2 (half-way round a ring of 4: the tie goes `+`): 0 -> 4 -> 5 -> 6, each
/// link carrying the 40 bytes of ten f32 once; both ends' traces have the transfer.
#[test]
fn a_send_is_counted_on_every_link_of_its_dimension_order_route() {
    let program = "import torch
import torch.distributed as dist
dist.init_process_group('gloo')
r = dist.get_rank()
if r == 0:
    dist.send(torch.arange(10.0), dst=6)
elif r == 6:
    t = torch.zeros(10)
    print(dist.recv(t, src=0), t.sum().item())
";
    let (out, err, w) = run(program, "4x4");
    assert!(err.is_none(), "{}", err.unwrap().render(program));
    assert_eq!(out, "0 45.0\n");
    let report = w.report();
    let links: Vec<(usize, usize, usize, Dir, u64)> = report
        .links
        .iter()
        .map(|l| (l.src, l.dst, l.dim, l.dir, l.bytes))
        .collect();
    assert_eq!(
        links,
        [
            (0, 4, 0, Dir::Plus, 40),
            (4, 5, 1, Dir::Plus, 40),
            (5, 6, 1, Dir::Plus, 40)
        ]
    );
    assert_eq!(report.collectives, 1);
    // One routed step: three hops of latency plus 40 bytes over the link bandwidth.
    let lp = Topology::parse("4x4").unwrap().link_params();
    let expected_s = 3.0 * lp.latency_s + 40.0 / lp.bandwidth_bytes_per_s;
    assert!((report.ici_modelled_s - expected_s).abs() < 1e-15 + 1e-9 * expected_s);
    let mut ends = Vec::new();
    for (rank, s) in w.sessions() {
        for e in s.trace().events() {
            if let Event::Collective {
                op, line, bytes, ..
            } = e
            {
                ends.push((rank, op.clone(), *line, *bytes));
            }
        }
    }
    ends.sort();
    assert_eq!(
        ends,
        [
            (Some(0), "send".to_string(), 6, 40),
            (Some(6), "recv".to_string(), 9, 40)
        ]
    );
}

/// An even `all_to_all_single` moves what the ICI layer's direct all-to-all moves for the same
/// send buffer, link for link (pieces of 8 elements, so the quarters of a piece tied in two
/// dimensions are whole elements and the byte-sized simulation splits them alike).
#[test]
fn all_to_all_link_bytes_equal_the_simulators() {
    for topo in ["4", "2x2", "2x4"] {
        let t = Topology::parse(topo).unwrap();
        let p = t.chips();
        let n = 8 * p;
        let program = format!(
            "import torch
import torch.distributed as dist
dist.init_process_group('gloo')
x = torch.ones({n})
y = torch.zeros({n})
dist.all_to_all_single(y, x)
"
        );
        let (_, err, w) = run(&program, topo);
        assert!(err.is_none(), "{topo}: {err:?}");
        let sim = ici::simulate_sizes(
            &t,
            Algorithm::Direct,
            Collective::AllToAll,
            4 * n as u64,
            t.link_params(),
        )
        .unwrap();
        let expected: Vec<(u32, u64)> = sim
            .traffic
            .links
            .iter()
            .filter(|l| l.bytes > 0)
            .map(|l| (l.id, l.bytes))
            .collect();
        let got: Vec<(u32, u64)> = w.report().links.iter().map(|l| (l.link, l.bytes)).collect();
        assert_eq!(got, expected, "{topo}");
        assert!(!got.is_empty());
    }
}

#[test]
fn a_recv_with_no_matching_send_is_a_hang_naming_the_rank_and_line() {
    let program = "import torch
import torch.distributed as dist
dist.init_process_group('gloo')
r = dist.get_rank()
t = torch.zeros(2)
if r == 1:
    dist.recv(t, src=0)
dist.barrier()
";
    let (_, err, _) = run(program, "2");
    let e = err.expect("a hang");
    assert_eq!(e.kind, "RuntimeError");
    assert_eq!(
        e.message,
        "hang: no rank can go on: rank 0 waits at barrier (line 8); \
         rank 1 waits at recv(src=0) (line 7) with no matching send"
    );
    assert_eq!(e.span().map(|s| s.line), Some(7));

    // An isend whose receiver finished: the wait is the hang.
    let program = "import torch
import torch.distributed as dist
dist.init_process_group('gloo')
if dist.get_rank() == 0:
    w = dist.isend(torch.ones(3), dst=2, tag=7)
    print('posted')
    w.wait()
";
    let (out, err, _) = run(program, "3");
    let e = err.expect("a hang");
    assert_eq!(
        e.message,
        "hang: no rank can go on: rank 0 waits at isend(dst=2, tag=7) (line 5) with no matching \
         recv; rank 1 finished the program without calling any collective; rank 2 finished the \
         program without calling any collective"
    );
    assert_eq!(e.span().map(|s| s.line), Some(7));
    assert_eq!(out, "posted\n");
}

#[test]
fn bad_point_to_point_calls_are_clear_errors() {
    let cases = [
        (
            "dist.send(torch.ones(2), dst=5)",
            "RuntimeError: ProcessGroupGloo::send: invalid destination rank: 5 (ranks go from 0 to 1)",
        ),
        (
            "dist.recv(torch.ones(2), src=-1)",
            "RuntimeError: ProcessGroupGloo::recv: invalid source rank: -1 (ranks go from 0 to 1)",
        ),
        (
            "dist.send(torch.ones(2), dst=1, group_dst=1)",
            "ValueError: Can't specify both group_rank and global_rank",
        ),
        (
            "dist.send([1.0], dst=1)",
            "TypeError: Invalid function argument. Expected parameter `tensor` of type torch.Tensor\n             but got <class 'list'> instead.",
        ),
    ];
    for (call, message) in cases {
        let program = format!(
            "import torch\nimport torch.distributed as dist\ndist.init_process_group('gloo')\n{call}\n"
        );
        let (_, err, _) = run(&program, "2");
        let e = err.expect("an error");
        assert_eq!(format!("{}: {}", e.kind, e.message), message, "{call}");
        assert_eq!(e.span().map(|s| s.line), Some(4), "{call}");
    }

    // A receive of another size than its send names both ends.
    let program = "import torch
import torch.distributed as dist
dist.init_process_group('gloo')
if dist.get_rank() == 0:
    dist.send(torch.ones(4), dst=1)
else:
    dist.recv(torch.zeros(3), src=0)
";
    let (_, err, _) = run(program, "2");
    let e = err.expect("a size mismatch");
    assert_eq!(
        e.message,
        "recv at rank 1 (line 7) has room for 3 elements, but rank 0 sent 4 (send at line 5): a \
         receive must be the size of its send"
    );
    assert_eq!(e.span().map(|s| s.line), Some(7));

    // all_to_all_single whose output splits disagree with what the others send.
    let program = "import torch
import torch.distributed as dist
dist.init_process_group('gloo')
r = dist.get_rank()
dist.all_to_all_single(torch.zeros(4), torch.zeros(4), [2, 2], [1, 3] if r == 0 else [2, 2])
";
    let (_, err, _) = run(program, "2");
    let e = err.expect("a split mismatch");
    assert_eq!(
        e.message,
        "all_to_all_single: rank 0 sends 1 elements to rank 0 (line 5), but rank 0 expects 2 from \
         it (line 5): the output split sizes of each rank must equal what the others send it"
    );
}
