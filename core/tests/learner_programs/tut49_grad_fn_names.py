# The grad_fn a printed result shows, op by op, as a tutorial prints intermediate tensors.
import torch

device = "cpu"
torch.manual_seed(3)
x = torch.randn(3, 4, device=device, requires_grad=True)

results = {
    "roll": x.roll(1),
    "roll dims": x.roll(1, 0),
    "flip": x.flip(0),
    "cumsum": x.cumsum(1),
    "sort": x.sort(1).values,
    "topk": x.topk(2).values,
    "gather": x.gather(1, torch.tensor([[0], [1], [2]], device=device)),
    "where": torch.where(x > 0, x, x * 2),
    "clamp": x.clamp(-0.5, 0.5),
    "transpose": x.t(),
    "mean": x.mean(0),
    "max dim": x.max(1).values,
    "softmax": x.softmax(1),
    "tanh": x.tanh(),
    "pow": x ** 2,
    "matmul": x @ x.t(),
    "cat": torch.cat([x, x]),
    "stack": torch.stack([x, x]),
    "unsqueeze": x.unsqueeze(0),
    "reshape": x.reshape(2, 6),
}
for name, r in results.items():
    print(f"{name:10s} {type(r.grad_fn).__name__:22s} {tuple(r.shape)}")
print(x.roll(2))
