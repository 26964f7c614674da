# prod() printed to every digit (.item(), tolist()): PyTorch rounds each multiply to the dtype,
# in vector lanes for a long inner reduction and in order otherwise, so the last digits show it.
import torch

device = "cpu"
torch.manual_seed(11)

for dt in (torch.float32, torch.float64):
    for n in (3, 31, 32, 33, 64, 100, 257):
        x = (torch.rand(n, device=device) * 0.2 + 0.95).to(dt)
        print(dt, n, x.prod().item())
    m = (torch.rand(5, 70, device=device) * 0.2 + 0.95).to(dt)
    print("rows", m.prod(dim=1).tolist())
    print("cols", m.prod(dim=0).tolist()[:6])
    print("t", m.t().prod(dim=1).tolist()[:6])
    t = (torch.rand(100, device=device) * 0.2 + 0.95).to(dt)
    print(t.reshape(100, 1).prod(dim=0).item(), t.reshape(4, 25).prod().item())
