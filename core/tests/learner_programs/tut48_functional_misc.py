# torch.nn.functional helpers used in many tutorials: one_hot, normalize, cosine_similarity,
# pairwise_distance, pdist, glu, bilinear, embedding, pad modes, softmin, hardtanh, relu6,
# softsign, logsigmoid, gumbel_softmax (seeded), threshold, dropout in eval mode and alpha_dropout.
import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)
r = lambda t: [round(v, 4) for v in t.flatten().tolist()]
labels = torch.tensor([0, 2, 1, 2], device=device)
print(F.one_hot(labels), F.one_hot(labels, num_classes=5).shape, F.one_hot(torch.tensor([[1], [0]], device=device)).shape)
v = torch.randn(3, 4, device=device)
print(r(F.normalize(v, dim=1).norm(dim=1)), r(F.normalize(v, p=1, dim=0).abs().sum(0)), r(F.normalize(torch.zeros(2, 2, device=device))))
print(r(F.cosine_similarity(v[0], v[1], dim=0)), r(F.cosine_similarity(v, v[0:1])), r(F.cosine_similarity(v.unsqueeze(1), v.unsqueeze(0), dim=-1)))
print(r(F.pairwise_distance(v, v.flip(0))), r(F.pairwise_distance(v, v.flip(0), p=1, keepdim=True)), r(F.pdist(v)), r(F.pdist(v, p=1)))
print(r(torch.cdist(v, v, p=2)), r(torch.cdist(v, v[:2], p=float("inf"))))
print(r(F.glu(torch.arange(8.0, device=device).view(2, 4))), r(F.glu(torch.arange(8.0, device=device).view(4, 2), dim=0)))
w = torch.randn(2, 3, 4, device=device)
print(r(F.bilinear(v[:, :3], v, w)), r(F.bilinear(v[:, :3], v, w, torch.ones(2, device=device))))
table = torch.arange(12.0, device=device).view(4, 3)
print(F.embedding(torch.tensor([[0, 3], [1, 1]], device=device), table), F.embedding(torch.tensor([2], device=device), table, padding_idx=2))
img = torch.arange(9.0, device=device).view(1, 1, 3, 3)
for mode in ["constant", "reflect", "replicate", "circular"]:
    print(mode, F.pad(img, (1, 1, 1, 0), mode=mode)[0, 0])
print(F.pad(torch.arange(3.0, device=device), (2, 1), value=-1.0), F.pad(img, (-1, 0, 0, -1)).shape)
x = torch.linspace(-8, 8, 9, device=device)
print(r(F.softmin(x[:3], dim=0)), r(F.hardtanh(x, -2, 2)), r(F.relu6(x)), r(F.softsign(x)), r(F.logsigmoid(x)))
print(r(F.threshold(x, 1.0, -5.0)), r(F.hardsigmoid(x)), r(F.silu(x)), r(F.mish(x)), r(F.elu(x, alpha=0.5)), r(F.selu(x)), r(F.celu(x, 2.0)))
print(r(F.leaky_relu(x, 0.1)), r(F.rrelu(x, training=False)), r(F.hardswish(x)), r(F.tanhshrink(x)), r(F.softshrink(x, 2.0)), r(F.hardshrink(x, 2.0)))
print(r(F.softplus(x, beta=0.5, threshold=3)), r(F.gelu(x)), r(F.gelu(x, approximate="tanh")))
logits = torch.tensor([[1.0, 2.0, 0.5], [0.0, 0.0, 3.0]], device=device)
g = F.gumbel_softmax(logits, tau=0.5)
h = F.gumbel_softmax(logits, tau=1.0, hard=True)
print(r(g.sum(1)), h.sum(1), h.max(1).values)
print(torch.equal(F.dropout(v, 0.5, training=False), v), torch.equal(F.alpha_dropout(v, 0.2, training=False), v), F.dropout(v, 0.0).equal(v))
d = F.dropout(torch.ones(1000, device=device), 0.3)
print(((d == 0).float().mean() - 0.3).abs().item() < 0.05, round(d.max().item(), 4))
print(r(F.log_softmax(logits, dim=1)), r(F.softmax(logits, dim=0)), F.softmax(logits.long().float(), dim=1, dtype=torch.float64).dtype)
print(r(F.local_response_norm(img, 2)), r(F.linear(v, torch.ones(2, 4, device=device))), r(F.linear(v, torch.ones(2, 4, device=device), torch.tensor([1.0, -1.0], device=device))))
