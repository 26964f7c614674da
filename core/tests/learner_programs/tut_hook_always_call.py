# Forward hooks in debugging code: a timing-style hook pair (pre-hook stamps, hook reads), a hook
# registered with always_call=True that still runs when forward raises, prepend ordering, hooks
# with kwargs, and handles used as context managers to remove hooks after a block.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(4)


class Guarded(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 3)

    def forward(self, x, check=True):
        y = self.fc(x)
        if check and not torch.isfinite(y).all():
            raise FloatingPointError("non-finite activations")
        if check and y.abs().max() > 10:
            raise ValueError(f"activation too large: {y.abs().max().item():.1f}")
        return y


model = Guarded().to(device)
events = []
stack = []


def pre(mod, args):
    stack.append(type(mod).__name__)
    events.append(("pre", type(mod).__name__))


def post(mod, args, out):
    name = stack.pop() if stack else None
    events.append(("post", name, None if out is None else tuple(out.shape)))


h_pre = model.register_forward_pre_hook(pre)
h_post = model.register_forward_hook(post, always_call=True)
h_first = model.register_forward_hook(lambda m, a, o: events.append(("first",)), prepend=True)
x = torch.randn(2, 3, device=device)
model(x)
print(events)
events.clear()
try:
    model(x * 1000)
except ValueError as e:
    print("ValueError:", e)
print(events, "stack empty:", stack == [])
events.clear()
model(x * 1000, check=False)
print(events)
for h in (h_pre, h_post, h_first):
    h.remove()
events.clear()

seen_kwargs = []
with model.register_forward_hook(lambda m, a, k, o: seen_kwargs.append(dict(k)), with_kwargs=True):
    model(x, check=False)
    model(x)
model(x)
print(seen_kwargs)
print("hooks left:", len(events))
