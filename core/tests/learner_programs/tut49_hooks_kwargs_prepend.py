# Hook options from the docs: forward pre-hooks with kwargs that rewrite inputs, prepend=True order,
# always_call, full backward pre-hooks that scale grad_output, tensor hooks on intermediate
# activations, post-accumulate-grad hooks, and removing handles.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(3, 3)

    def forward(self, x, scale=1.0):
        return self.fc(x) * scale


block = Block().to(device)
calls = []


def pre_kwargs(module, args, kwargs):
    calls.append("pre_kwargs")
    kwargs = dict(kwargs)
    kwargs["scale"] = kwargs.get("scale", 1.0) * 2
    return args, kwargs


def pre_plain(module, args):
    calls.append("pre_plain")
    return (args[0] + 1,)


def post_a(module, args, output):
    calls.append("post_a")


def post_b(module, args, output):
    calls.append("post_b")
    return output - 0.5


def post_kwargs(module, args, kwargs, output):
    calls.append(f"post_kwargs scale={kwargs['scale']}")


x = torch.randn(2, 3, device=device)
base = block(x, scale=3.0)
h1 = block.register_forward_pre_hook(pre_kwargs, with_kwargs=True)
h2 = block.register_forward_pre_hook(pre_plain, prepend=True)
h3 = block.register_forward_hook(post_a)
h4 = block.register_forward_hook(post_b, prepend=True)
h5 = block.register_forward_hook(post_kwargs, with_kwargs=True)
out = block(x, scale=3.0)
print(calls)
expected = block.fc(x + 1) * 6.0 - 0.5
print(torch.allclose(out, expected))
for h in (h1, h2, h3, h4, h5):
    h.remove()
calls.clear()
print(torch.allclose(block(x, scale=3.0), base), calls)

grads = []


def bw_pre(module, grad_output):
    grads.append(("pre", tuple(grad_output[0].shape)))
    return (grad_output[0] * 10,)


def bw_post(module, grad_input, grad_output):
    grads.append(("post", round(grad_output[0].abs().sum().item(), 4)))


hp = block.register_full_backward_pre_hook(bw_pre)
hq = block.register_full_backward_hook(bw_post)
xin = torch.randn(2, 3, device=device, requires_grad=True)
block(xin).sum().backward()
print(grads)
print(xin.grad.round(decimals=4))
hp.remove()
hq.remove()

acts = {}


def save_grad(name):
    def hook(grad):
        acts[name] = grad.clone()
        return grad * 0.5
    return hook


w = torch.randn(3, 3, device=device, requires_grad=True)
hidden = x @ w
hidden.register_hook(save_grad("hidden"))
hidden.retain_grad()
loss = (hidden.tanh() ** 2).sum()
loss.backward()
print(acts["hidden"].round(decimals=4))
print(torch.allclose(hidden.grad, acts["hidden"] * 0.5), round(w.grad.sum().item(), 5))

accumulated = []
p = nn.Parameter(torch.ones(2, device=device))
handle = p.register_post_accumulate_grad_hook(lambda param: accumulated.append(param.grad.tolist()))
(p * torch.tensor([2.0, 3.0], device=device)).sum().backward()
(p * p).sum().backward()
print(accumulated)
handle.remove()
