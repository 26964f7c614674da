# torch.compile of a function, as a call and as both decorator forms: the compiled results equal
# the eager ones; a second call with the same shapes reuses the compile, a new shape recompiles.
import torch

device = "cpu"


def gelu_block(x, w, b):
    h = x @ w + b
    return torch.nn.functional.gelu(h) * 0.5 + h.tanh()


torch.manual_seed(0)
x = torch.randn(4, 8, device=device)
w = torch.randn(8, 3, device=device)
b = torch.randn(3, device=device)
eager = gelu_block(x, w, b)
compiled = torch.compile(gelu_block, backend="eager")
first = compiled(x, w, b)
second = compiled(x, w, b)
print(first)
print(torch.allclose(first, eager, atol=1e-6), torch.equal(first, second))
print(compiled(x[:2], w, b))


@torch.compile
def softmax_rows(x):
    z = x - x.max(dim=1, keepdim=True).values
    e = z.exp()
    return e / e.sum(dim=1, keepdim=True)


@torch.compile(fullgraph=True, backend="eager", dynamic=False)
def normalize(x, eps=1e-5):
    mean = x.mean(dim=-1, keepdim=True)
    var = ((x - mean) ** 2).mean(dim=-1, keepdim=True)
    return (x - mean) / torch.sqrt(var + eps)


print(softmax_rows(x))
print(normalize(x))
print(normalize(x, eps=0.5).abs().sum(dim=1))
print(softmax_rows.__name__, normalize.__name__)


def with_item(x):
    s = x.sum().item()
    return x * s, round(s, 4)


print(torch.compile(with_item, backend="eager")(x[0]))
