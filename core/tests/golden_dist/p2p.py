# nproc: 4
# Point to point: send/recv round a ring, isend/irecv with wait(), recv from any source (which
# returns the sender), tags, several shapes and dtypes.
import torch
import torch.distributed as dist

dist.init_process_group("gloo")
rank = dist.get_rank()
world = dist.get_world_size()
right = (rank + 1) % world
left = (rank - 1) % world

# A ring shift: even ranks send first, odd ranks receive first, so no pair waits on the other.
x = torch.arange(3.0) + 10 * rank
y = torch.zeros(3)
if rank % 2 == 0:
    dist.send(x, dst=right)
    got_from = dist.recv(y, src=left)
else:
    got_from = dist.recv(y, src=left)
    dist.send(x, right)

# isend/irecv the other way round: every rank posts both, then waits.
m = torch.full((2, 2), float(rank)) + torch.eye(2)
back = torch.zeros(2, 2)
reqs = [dist.isend(m, dst=left), dist.irecv(back, src=right)]
done = [req.wait() for req in reqs]

# Rank 0 receives from any source; recv says who sent. Integers travel too.
if rank == 0:
    senders = []
    for _ in range(world - 1):
        buf = torch.zeros(2, dtype=torch.int64)
        s = dist.recv(buf)
        senders.append((s, buf.tolist()))
    senders.sort()
else:
    dist.send(torch.tensor([rank, rank * rank]), dst=0)
    senders = None

# Tags: rank 1 sends tag 1 then tag 2; rank 3 receives tag 2 first.
t = torch.zeros(1)
if rank == 1:
    a = dist.isend(torch.tensor([1.5]), dst=3, tag=1)
    b = dist.isend(torch.tensor([2.5]), dst=3, tag=2)
    a.wait()
    b.wait()
elif rank == 3:
    t2 = torch.zeros(1)
    dist.recv(t2, src=1, tag=2)
    dist.recv(t, src=1, tag=1)
    t = torch.cat([t2, t])

# Refused before anything moves: sending to oneself, no destination.
errors = []
for f in [lambda: dist.send(x, dst=rank), lambda: dist.send(x), lambda: dist.isend(x)]:
    try:
        f()
    except ValueError as e:
        errors.append(str(e))
dist.barrier()
print(rank, "shift", y.tolist(), "from", got_from)  # per-rank output
print(rank, "isend/irecv", back.tolist(), done)
print(rank, "any source", senders)
print(rank, "tags", t.tolist())
print(rank, "errors", errors)
dist.destroy_process_group()
