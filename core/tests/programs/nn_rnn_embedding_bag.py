# nn.EmbeddingBag and F.embedding_bag: reprs, PyTorch's init draws (padding_idx row zeroed), sum /
# mean / max bags from offsets (empty bags, include_last_offset, padding_idx) and from 2-D input,
# per_sample_weights, gradients of the weight and the sample weights, from_pretrained, the errors.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


def r(t):
    return [round(v, 4) for v in t.detach().reshape(-1).tolist()]


for m in [nn.EmbeddingBag(6, 3), nn.EmbeddingBag(6, 3, mode="sum", padding_idx=-2),
          nn.EmbeddingBag(6, 3, mode="max", include_last_offset=True, padding_idx=0, norm_type=1.0)]:
    print(m, r(m.weight))
    m = m.to(device)
    inp = torch.tensor([1, 4, 4, 2, 0, 5, 3, 1], device=device)
    offs = torch.tensor([0, 3, 3, 6], device=device)
    out = m(inp, offs)
    print(tuple(out.shape), r(out))
    (out * torch.arange(out.numel(), device=device).reshape(out.shape)).sum().backward()
    print(r(m.weight.grad))
    m.weight.grad = None
    out = m(inp.reshape(2, 4))
    print(r(out))
    out.sum().backward()
    print(r(m.weight.grad))
w = torch.randn(5, 2, device=device, requires_grad=True)
psw = torch.tensor([0.5, -1.0, 2.0, 1.5], device=device, requires_grad=True)
out = F.embedding_bag(torch.tensor([0, 3, 3, 1], device=device), w, torch.tensor([0, 1], device=device), mode="sum", per_sample_weights=psw)
print(r(out))
out.sum().backward()
print(r(w.grad), r(psw.grad))
out = F.embedding_bag(torch.tensor([[0, 3], [3, 1]], device=device), w, mode="sum", per_sample_weights=psw.reshape(2, 2))
print(r(out))
print(r(F.embedding_bag(torch.tensor([1, 2, 3], device=device), w, torch.tensor([0, 2, 3], device=device), include_last_offset=True)))
print(r(F.embedding_bag(torch.tensor([1, 2, 3], device=device), w, torch.tensor([0, 3], device=device), mode="max")))
e = nn.EmbeddingBag.from_pretrained(w.detach(), mode="sum")
print(e, e.weight.requires_grad, r(e(torch.tensor([[1, 2]], device=device))))
idx = torch.tensor([1, 2, 3], device=device)
for f in [lambda: F.embedding_bag(idx, w, torch.tensor([1, 2], device=device)),
          lambda: F.embedding_bag(idx, w, torch.tensor([0, 5], device=device)),
          lambda: F.embedding_bag(idx, w), lambda: F.embedding_bag(idx.reshape(1, 3), w, idx),
          lambda: F.embedding_bag(idx, w, idx[:1], mode="min"),
          lambda: F.embedding_bag(idx, w, idx[:1], mode="mean", per_sample_weights=idx.float()),
          lambda: F.embedding_bag(idx, w, idx[:1], mode="sum", per_sample_weights=idx[:2].float()),
          lambda: F.embedding_bag(idx, w[0], idx[:1]), lambda: F.embedding_bag(idx, w, idx[:1], mode="max", scale_grad_by_freq=True),
          lambda: nn.EmbeddingBag(3, 2, padding_idx=3), lambda: nn.EmbeddingBag(3, 2, _weight=torch.zeros(2, 2))]:
    try:
        f()
        print("no error")
    except Exception as ex:
        print(type(ex).__name__, ex)
