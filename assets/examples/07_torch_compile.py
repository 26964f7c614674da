# torch.compile: a compiled function runs as one captured graph, cached by its input shapes; a new shape recompiles it (the timeline's compile lane marks each).
import torch

device = "tpu"
torch.manual_seed(0)


@torch.compile
def attention_weights(q, k):
    scores = q @ k.transpose(0, 1) / q.shape[-1] ** 0.5
    return torch.softmax(scores, dim=-1)


for n in [4, 4, 8]:
    q = torch.randn(n, 16, device=device)
    k = torch.randn(n, 16, device=device)
    w = attention_weights(q, k)
    # Every row of softmax sums to one, so the total is the number of rows.
    print(f"{n} queries: weights {tuple(w.shape)}, total {w.sum().item():.3f}, largest {w.max().item():.4f}")

# opens: panel=timeline
