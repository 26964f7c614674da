# Cross-entropy taken apart: label encoding of string classes, log_softmax + gather = NLL,
# ignore_index for padded tokens, class weights and how the weighted mean divides by the sum of
# weights, reduction modes, sequence outputs (N, C, T) layout, and the gradient softmax - one_hot.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(6)

raw_labels = ["cat", "dog", "bird", "dog", "cat", "fish", "bird"]
classes = sorted(set(raw_labels))
to_idx = {c: i for i, c in enumerate(classes)}
y = torch.tensor([to_idx[c] for c in raw_labels], device=device)
print("classes:", classes, "encoded:", y.tolist())
print("decoded back:", [classes[i] for i in y.tolist()])
print("one-hot:\n", F.one_hot(y, num_classes=len(classes)))

logits = torch.randn(len(y), len(classes), device=device, requires_grad=True)
log_probs = F.log_softmax(logits, dim=1)
picked = log_probs.gather(1, y.unsqueeze(1)).squeeze(1)
manual = -picked.mean()
builtin = F.cross_entropy(logits, y)
print(f"manual {manual.item():.5f} builtin {builtin.item():.5f} nll_loss {F.nll_loss(log_probs, y).item():.5f}")
print("per-sample:", F.cross_entropy(logits, y, reduction="none").round(decimals=4))
print(f"sum {F.cross_entropy(logits, y, reduction='sum').item():.4f}")

builtin.backward()
expected = (F.softmax(logits, 1) - F.one_hot(y, len(classes)).float()) / len(y)
print("gradient is (softmax - one_hot) / N:", torch.allclose(logits.grad, expected.detach(), atol=1e-6))

w = torch.tensor([1.0, 2.0, 0.5, 1.0], device=device)
weighted = F.cross_entropy(logits, y, weight=w)
per = F.cross_entropy(logits, y, weight=w, reduction="none")
print(f"weighted mean {weighted.item():.5f} = sum {per.sum().item():.5f} / sum of weights {w[y].sum().item():.1f}")
print(f"not the plain mean: {per.mean().item():.5f}")

PAD = -100
tokens = torch.tensor([[2, 0, 3, PAD, PAD], [1, 1, 2, 0, PAD]], device=device)
seq_logits = torch.randn(2, 4, 5, device=device)  # (N, C, T)
loss_seq = F.cross_entropy(seq_logits, tokens)
mask = tokens != PAD
flat = F.cross_entropy(seq_logits.permute(0, 2, 1)[mask], tokens[mask])
print(f"(N, C, T) with ignore_index {loss_seq.item():.5f} == masked flat {flat.item():.5f}")
print(f"ignore_index=0 instead: {F.cross_entropy(seq_logits, tokens.clamp(min=0), ignore_index=0).item():.5f}")
print("per-token none keeps shape:", tuple(F.cross_entropy(seq_logits, tokens, reduction="none").shape))

crit = nn.CrossEntropyLoss(label_smoothing=0.2)
eps, C = 0.2, len(classes)
smooth_target = F.one_hot(y, C).float() * (1 - eps) + eps / C
print(f"label_smoothing {crit(logits, y).item():.5f} == soft targets {F.cross_entropy(logits, smooth_target).item():.5f}")
print("binary as 2-class CE:", round(F.cross_entropy(torch.tensor([[0.0, 1.5]], device=device), torch.tensor([1], device=device)).item(), 5),
      "== BCE with logit 1.5:", round(F.binary_cross_entropy_with_logits(torch.tensor([1.5], device=device), torch.tensor([1.0], device=device)).item(), 5))
