#!/usr/bin/env python3
"""Writes core/testdata/torus/torus_reference.csv: collective times and per-link bytes on a ring of 8
and a 4x4 torus, from this script's own alpha-beta model (closed forms, no simulation, no outside
tool), for core/emu/src/ici/reference_tests.rs to check the Rust analytic model and step simulator.

The model, in this script's terms:
  * N: bytes per chip (all-reduce in and out; all-gather output; reduce-scatter input; all-to-all
    send buffer, N/P to every chip). B: bytes per second of one direction of one link. alpha: the
    fixed cost of one step between neighbours.
  * A torus d1 x ... x dk wraps every dimension; P = product of the di; each chip has 2k outgoing
    directed links.
  * A ring reduce-scatter (or all-gather) over p chips takes p-1 steps; each step moves N/p per
    direction used. Two directions halve the bytes per link; all-reduce is reduce-scatter then
    all-gather.
  * Dimension by dimension: reduce-scatter in d1, d2, ..., then all-gather back; phase i works on
    N_i = N / (d1 ... d(i-1)) bytes.
  * Rotated: the buffer is cut into k parts; part j starts at dimension j, so every link of a chip is
    busy in every phase (symmetric tori only).
  * All-to-all with direct dimension-order routing: on a ring of d (even), the busiest directed link
    carries N*d/8 (messages to the chip d/2 away split between both directions); the latency is
    one alpha per hop to the farthest chip, sum of floor(di/2).

Plain Python, no dependencies:  python3 scripts/refdata/torus.py [--check]
(--check compares with the committed file and writes nothing).
"""
import argparse
import csv
import io
import math
import pathlib
import sys

OUT = pathlib.Path(__file__).resolve().parents[2] / "core" / "testdata" / "torus" / "torus_reference.csv"

BANDWIDTH = 1e11  # bytes/s per directed link
ALPHA = 1e-6  # seconds per step
SIZES = [(1 << 20, "1MiB"), (1 << 30, "1GiB")]
COLUMNS = ["link_bw_Bps", "alpha_s", "topology", "dims", "chips", "collective", "algorithm", "N_bytes",
           "size", "t_latency_us", "t_bandwidth_us", "t_total_us", "max_bytes_per_directed_link",
           "directed_links_used", "note"]


def ring_phase(d, nbytes, directions):
    """One reduce-scatter (or all-gather) over a ring of d chips on nbytes per chip: (steps, bytes
    each used directed link carries)."""
    return d - 1, (d - 1) / d * nbytes / directions


def dim_ordered(dims, nbytes, directions, allreduce=True):
    """Reduce-scatter d1..dk (then all-gather dk..d1): latency steps, per-dimension link bytes."""
    steps, per_dim, n = 0, [], nbytes
    for d in dims:
        s, link = ring_phase(d, n, directions)
        per_dim.append(link * (2 if allreduce else 1))
        steps += s * (2 if allreduce else 1)
        n /= d
    return steps, per_dim


def row(dims, nbytes, collective, algorithm, steps, link_bytes, links, note="", bandwidth_bytes=None):
    """One CSV row; the bandwidth term is the busiest link's bytes over B unless given."""
    t_lat = steps * ALPHA * 1e6
    t_bw = (link_bytes if bandwidth_bytes is None else bandwidth_bytes) / BANDWIDTH * 1e6
    p = math.prod(dims)
    name = f"ring{dims[0]}" if len(dims) == 1 else "torus" + "x".join(map(str, dims))
    return {
        "link_bw_Bps": repr(BANDWIDTH), "alpha_s": repr(ALPHA), "topology": name,
        "dims": "x".join(map(str, dims)), "chips": p, "collective": collective, "algorithm": algorithm,
        "N_bytes": nbytes, "size": None, "t_latency_us": repr(t_lat), "t_bandwidth_us": repr(t_bw),
        "t_total_us": repr(t_lat + t_bw), "max_bytes_per_directed_link": repr(float(link_bytes)),
        "directed_links_used": links, "note": note,
    }


def all_to_all_link(d, nbytes):
    return nbytes * d / 8 if d % 2 == 0 else nbytes * (d * d - 1) / (8 * d)


def ring_rows(p, nbytes):
    lat_ar, uni = dim_ordered([p], nbytes, 1)
    _, bidi = dim_ordered([p], nbytes, 2)
    lat_half, half = dim_ordered([p], nbytes, 2, allreduce=False)
    return [
        row([p], nbytes, "all_reduce", "ring_unidirectional", lat_ar, uni[0], p),
        row([p], nbytes, "all_reduce", "ring_bidirectional", lat_ar, bidi[0], 2 * p),
        row([p], nbytes, "all_gather", "ring_bidirectional", lat_half, half[0], 2 * p, "N = output size per chip"),
        row([p], nbytes, "reduce_scatter", "ring_bidirectional", lat_half, half[0], 2 * p, "N = input size per chip"),
        row([p], nbytes, "all_to_all", "ring_bidirectional_direct", p // 2, all_to_all_link(p, nbytes), 2 * p,
            "N = per-chip buffer; ties split"),
    ]


def per_dim_note(per_dim):
    return "per-dim link bytes: " + ";".join(f"d{i + 1}={float(b)!r}" for i, b in enumerate(per_dim))


def torus_rows(dims, nbytes):
    k, p = len(dims), math.prod(dims)
    assert len(set(dims)) == 1, "the rotated schedule is modelled for symmetric tori"
    d = dims[0]
    lat, bidi = dim_ordered(dims, nbytes, 2)
    _, uni = dim_ordered(dims, nbytes, 1)
    # Rotated: k parts of N/k, each dimension-ordered from a different start; each link carries the
    # same total, the sum over dimensions of one part's per-dimension bytes.
    rotated = sum(dim_ordered(dims, nbytes / k, 2)[1])
    lat_half = k * (d - 1)
    # Lower bound: every chip sends 2(P-1)/P N over its 2k links.
    bound = 2 * (p - 1) / p * nbytes / (2 * k)
    a2a = max(all_to_all_link(di, nbytes) for di in dims)
    return [
        row(dims, nbytes, "all_reduce", "dim_ordered_bidi_rings(RS d1..dk, AG dk..d1)", lat, max(bidi), 2 * k * p,
            per_dim_note(bidi), bandwidth_bytes=sum(bidi)),
        row(dims, nbytes, "all_reduce", "dim_ordered_unidirectional_rings", lat, max(uni), k * p, per_dim_note(uni),
            bandwidth_bytes=sum(uni)),
        row(dims, nbytes, "all_reduce", "dim_ordered_rotated_concurrent(k parts)", 2 * lat_half, rotated, 2 * k * p),
        row(dims, nbytes, "all_reduce", "lower_bound_bandwidth(egress 2k*B)", 0, bound, 2 * k * p),
        row(dims, nbytes, "all_gather", "dim_ordered_rotated_concurrent(k parts)", lat_half, rotated / 2, 2 * k * p,
            "N = output size per chip"),
        row(dims, nbytes, "reduce_scatter", "dim_ordered_rotated_concurrent(k parts)", lat_half, rotated / 2,
            2 * k * p, "N = input size per chip"),
        row(dims, nbytes, "all_to_all", "dim_order_routing_direct", sum(di // 2 for di in dims), a2a, 2 * k * p,
            "N = per-chip buffer; ties split"),
    ]


def table():
    rows = []
    for builder, dims in [(lambda n: ring_rows(8, n), None), (lambda n: torus_rows([4, 4], n), None)]:
        for nbytes, label in SIZES:
            for r in builder(nbytes):
                r["size"] = label
                rows.append(r)
    out = io.StringIO()
    w = csv.DictWriter(out, COLUMNS, lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
    return out.getvalue()


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="compare with the committed file, write nothing")
    args = ap.parse_args()
    text = table()
    if args.check:
        same = OUT.read_text() == text
        print(f"{OUT}: {'up to date' if same else 'DIFFERS'}")
        return 0 if same else 1
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(text)
    print(f"wrote {OUT} ({text.count(chr(10)) - 1} rows)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
