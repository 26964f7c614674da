# nproc: 4
# all_to_all (lists, equal and unequal pieces) and all_to_all_single (even, 2-D, uneven splits).
import torch
import torch.distributed as dist

dist.init_process_group("gloo")
rank = dist.get_rank()
world = dist.get_world_size()

# Piece i of rank r goes to rank i, which keeps it as piece r.
inp = [torch.tensor([rank * 10.0 + i, rank * 10.0 + i + 0.5]) for i in range(world)]
out = [torch.zeros(2) for _ in range(world)]
dist.all_to_all(out, inp)

# Pieces of other shapes than the first are refused (gloo moves equal pieces), before any rank
# sends, so the group stays usable; so are lists and splits of the wrong length or sum.
def error(f):
    try:
        f()
    except (RuntimeError, ValueError) as e:
        return type(e).__name__ + ": " + str(e)

errors = [
    error(lambda: dist.all_to_all([torch.zeros(2)] * world, [torch.zeros(i + 1) for i in range(world)])),
    error(lambda: dist.all_to_all([torch.zeros(i + 1) for i in range(world)], [torch.zeros(2)] * world)),
    error(lambda: dist.all_to_all([torch.zeros(2)] * 2, [torch.zeros(2)] * world)),
    error(lambda: dist.all_to_all([torch.zeros(2)] * world, [torch.zeros(2)] * 3)),
    error(lambda: dist.all_to_all_single(torch.zeros(6), torch.zeros(6))),
    error(lambda: dist.all_to_all_single(torch.zeros(8), torch.zeros(8), [2, 2, 2, 2], [1, 2, 5])),
    error(lambda: dist.all_to_all_single(torch.zeros(8), torch.zeros(8), [2, 2, 2, 2], [1, 2, 3, 3])),
    error(lambda: dist.all_to_all_single(torch.zeros(8), torch.zeros(8, dtype=torch.int64))),
]

# all_to_all_single: the input cut into world equal parts along dim 0.
x = torch.arange(8.0) + 100 * rank
y = torch.empty(8)
dist.all_to_all_single(y, x)

x2 = torch.arange(8.0).reshape(4, 2) + rank
y2 = torch.zeros(4, 2)
dist.all_to_all_single(y2, x2)

# Uneven splits: rank r sends i + 1 rows to rank i and gets r + 1 rows from each rank.
x3 = torch.arange(10.0) + 100 * rank
y3 = torch.zeros(world * (rank + 1))
dist.all_to_all_single(y3, x3, output_split_sizes=[rank + 1] * world, input_split_sizes=[i + 1 for i in range(world)])

# Integers.
x4 = torch.arange(4) * (rank + 1)
y4 = torch.zeros(4, dtype=torch.int64)
dist.all_to_all_single(y4, x4)
dist.barrier()
print(rank, "all_to_all", [t.tolist() for t in out])  # per-rank output
print(rank, "errors", errors)
print(rank, "single", y.tolist())
print(rank, "single 2-D", y2.tolist())
print(rank, "uneven", y3.tolist())
print(rank, "int", y4.tolist(), y4.dtype)
dist.destroy_process_group()
