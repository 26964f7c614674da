# Mistakes PyTorch refuses that a looser library would quietly compute, and a few it accepts that
# look wrong: mm on non-matrices, argmax of bools, eye(-1), cat of one tensor, flatten with the
# dims swapped, a list of multi-element tensors, arange over nan/inf or with an integer dtype and
# a fractional step, an integer Parameter, comparisons with None/str/lists, Python types as
# dtypes, gradients of the wrong size or dtype, and an embedding weight that is not 2-D.
import torch
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)

def attempt(f):
    try:
        r = f()
        print(r.dtype if isinstance(r, torch.Tensor) and r.dtype != torch.float32 else "", r)
    except Exception as e:
        print(type(e).__name__, str(e).split("\n")[0])

a23 = torch.ones(2, 3, device=device)
for f in (lambda: torch.mm(a23, torch.ones(3, device=device)),
          lambda: torch.mm(torch.ones(2, 2, 3, device=device), torch.ones(3, 2, device=device)),
          lambda: a23.mm(torch.ones(3, device=device)),
          lambda: torch.ones(3, device=device).mm(torch.ones(3, 2, device=device)),
          lambda: a23.mm(torch.ones(3, 2, device=device)),
          lambda: torch.tensor([False, True], device=device).argmax(),
          lambda: torch.tensor([False, True], device=device).argmin(),
          lambda: torch.eye(-1), lambda: torch.eye(2, -3),
          lambda: torch.cat(torch.ones(2, 2, device=device)),
          lambda: torch.ones(2, 3, 4, device=device).flatten(2, 1),
          lambda: torch.tensor([torch.ones(2), torch.ones(2)]),
          lambda: torch.tensor([torch.tensor(1.5), torch.tensor(2)]),
          lambda: torch.arange(0, 3, 0.5, dtype=torch.long),
          lambda: torch.arange(1, 4, 1.5, dtype=torch.int32),
          lambda: torch.arange(float("nan")), lambda: torch.arange(0, float("inf")),
          lambda: torch.arange(2.5, float("-inf"), -1),
          lambda: torch.nn.Parameter(torch.ones(2, dtype=torch.long)),
          lambda: torch.nn.Parameter(torch.ones(2, dtype=torch.long), requires_grad=False),
          lambda: a23 == None, lambda: a23 != None, lambda: a23 == "x", lambda: a23 == [1.0, 1.0],
          lambda: torch.tensor([1, 2], dtype=float), lambda: torch.tensor([1.5, 2], dtype=int),
          lambda: torch.zeros(2, dtype=bool), lambda: torch.ones(2).to(float),
          lambda: F.embedding(torch.tensor([0]), torch.ones(3))):
    attempt(f)

x = torch.ones(3, requires_grad=True, device=device)
for g in (torch.ones(2, device=device), torch.ones(3, dtype=torch.float64, device=device),
          torch.ones(3, dtype=torch.long, device=device), [1.0], torch.full((3,), 2.0, device=device)):
    try:
        x.grad = g
        print("ok", x.grad)
    except Exception as e:
        print(type(e).__name__, str(e)[:90])
x.grad = None
print(x.grad)
