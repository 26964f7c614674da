# native_layer_norm / native_group_norm / native_batch_norm / _native_batch_norm_legit: outputs, the
# returned statistics, running-stat updates and gradients through all of them.
import torch

device = "cpu"
x = (torch.arange(24.0, device=device).reshape(2, 3, 4) * 0.37 % 2.1 - 1.0).requires_grad_(True)
w = torch.tensor([1.5, -0.5, 2.0, 1.0], device=device, requires_grad=True)
b = torch.tensor([0.1, 0.2, -0.3, 0.0], device=device, requires_grad=True)


def r(t):
    return [round(v, 4) for v in t.reshape(-1).tolist()]


def run(name, outs, *leaves):
    for t in leaves:
        t.grad = None
    sum((o * torch.arange(float(o.numel()), device=device).reshape(o.shape) / 7).sum() for o in outs if o.numel()).backward()
    print(name, [r(o) for o in outs])
    print("  grads", [r(t.grad) for t in leaves])


run("layer_norm", torch.native_layer_norm(x, [4], w, b, 1e-5), x, w, b)
run("layer_norm 2d", torch.native_layer_norm(x, (3, 4), None, None, 0.1), x)
gw = torch.tensor([1.0, 2.0, -1.0], device=device, requires_grad=True)
gb = torch.tensor([0.5, 0.0, 0.25], device=device, requires_grad=True)
run("group_norm", torch.native_group_norm(x, gw, gb, 2, 3, 4, 3, 1e-5), x, gw, gb)
run("group_norm one group", torch.native_group_norm(x, None, gb, 2, 3, 4, 1, 0.5), x, gb)

rm = torch.tensor([0.5, -0.5, 0.0], device=device)
rv = torch.tensor([1.0, 2.0, 0.5], device=device)
run("batch_norm train", torch.native_batch_norm(x, gw, gb, rm, rv, True, 0.25, 1e-5), x, gw, gb)
print("  running", r(rm), r(rv))
run("batch_norm eval", torch.native_batch_norm(x, gw, None, rm, rv, False, 0.25, 1e-5), x, gw)
run("batch_norm no stats", torch.native_batch_norm(x, None, None, None, None, True, 0.1, 1e-3), x)
run("legit", torch._native_batch_norm_legit(x, gw, gb, rm, rv, True, 0.5, 1e-5), x, gw, gb)
print("  running", r(rm), r(rv))
run("legit no stats", torch._native_batch_norm_legit(x, None, gb, True, 0.1, 1e-5), x, gb)

for bad in [
    lambda: torch.native_layer_norm(x, [3], None, None, 1e-5),
    lambda: torch.native_group_norm(x, None, None, 2, 3, 4, 2, 1e-5),
]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
print("requires_grad", [o.requires_grad for o in torch.native_layer_norm(x, [4], None, None, 1e-5)],
      [o.requires_grad for o in torch.native_group_norm(x, None, None, 2, 3, 4, 3, 1e-5)],
      [o.requires_grad for o in torch.native_batch_norm(x, None, None, None, None, True, 0.1, 1e-5)])
