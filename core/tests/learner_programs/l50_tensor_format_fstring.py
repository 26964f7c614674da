# How learners print numbers out of tensors: f-strings with format specs on 0-dim tensors,
# %-formatting, str()/repr() of tensors inside f-strings, round(), int()/float(), lists of
# items, and tensors inside containers.
import torch

device = "cpu"
torch.manual_seed(0)

loss = torch.tensor(0.123456789, device=device)
print(f"{loss:.4f}", f"{loss.item():.2e}", "%.3f" % loss, "{:.2%}".format(loss.item()))
print(f"{loss}", f"{loss!r}")
print(str(loss), repr(loss))
acc = torch.tensor(7, device=device) / torch.tensor(9, device=device)
print(f"acc={acc:.3f}", f"{float(acc):8.4f}|", round(acc.item(), 2))
n = torch.tensor(42, device=device)
print(f"{n}", f"{n:5d}|", f"{int(n):x}", n + 1, int(n) * 2)
x = torch.randn(3, device=device)
print(f"x = {x}")
print("list", [round(v, 3) for v in x.tolist()])
print({"loss": loss, "n": n})
print([torch.tensor(1.5, device=device), torch.tensor([1, 2], device=device)])
print((loss, x.shape))
print(f"{x.shape}", f"{x.dtype}", f"{x.device.type in ('cpu', 'tpu')}")
w = torch.randn(2, 2, device=device, requires_grad=True)
val = (w ** 2).sum()
print(f"{val:.3f}", f"{val.item():.3f}")
print(f"{w}")
print("mean: {:.4f} std: {:.4f}".format(x.mean(), x.std()))
print(max(x).item() == x.max().item(), sorted(x.tolist()) == x.sort().values.tolist())
print(sum(torch.ones(3, device=device)), bool(torch.tensor(1)), x[0] > 0)
print(len(x), len(torch.zeros(4, 2)), list(torch.arange(3)), [int(t) for t in torch.arange(3)])
total = 0
for t in torch.arange(4, device=device):
    total += t
print(total, type(total).__name__)
print(f"{torch.tensor(3.0) :>8}|", f"{torch.tensor(2.5):g}", format(torch.tensor(1.25), ".1f"))
print("%d items, %s" % (torch.tensor(5), torch.tensor([1.0, 2.0])))
