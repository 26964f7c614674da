# nn.Flatten, nn.Unflatten and nn.Identity: their reprs, output shapes and values, gradients
# through them, their argument errors, and torch.flatten / torch.unflatten.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(2)

flat = nn.Flatten()
print(flat, repr(flat), str(flat))
print(nn.Flatten(0), nn.Flatten(start_dim=2, end_dim=3), nn.Flatten(-3, -2))
unflat = nn.Unflatten(1, (2, 5))
print(unflat)
print(nn.Unflatten(1, [2, 5]), nn.Unflatten(-1, (5, -1)))
ident = nn.Identity()
print(ident, nn.Identity(54, unused_argument1=0.1, unused_argument2=False))
print(type(flat), nn.Flatten.__module__, nn.Unflatten.__module__)
print(flat.start_dim, flat.end_dim, unflat.dim, unflat.unflattened_size, flat.training)
print(list(flat.parameters()), list(unflat.parameters()), list(ident.parameters()))

x = torch.randn(2, 3, 4, 5, device=device)
print(flat(x).shape, nn.Flatten(0)(x).shape, nn.Flatten(1, 2)(x).shape, nn.Flatten(-2)(x).shape)
print(nn.Flatten(0, -1)(x).shape, nn.Flatten(2, 2)(x).shape)
y = flat(x)
print(torch.equal(y[1, 20:25], x[1, 1, 0]))
z = unflat(torch.arange(20.0, device=device).reshape(2, 10))
print(z.shape, z)
print(nn.Unflatten(-1, (5, -1))(torch.zeros(3, 10, device=device)).shape)
print(nn.Unflatten(0, (1, 2, 1))(torch.zeros(2, 3, device=device)).shape)
print(nn.Unflatten(1, (3, 4, 5))(flat(x)).shape, torch.equal(nn.Unflatten(1, (3, 4, 5))(flat(x)), x))
print(ident(x) is x)

w = torch.randn(60, 4, device=device, requires_grad=True)
inp = torch.randn(2, 3, 4, 5, device=device, requires_grad=True)
out = ident(nn.Unflatten(1, (2, 2))(flat(inp) @ w))
print(out.shape)
(out * out).sum().backward()
print(inp.grad.shape, inp.grad[0, 0, 0])
print(w.grad[:2])

for bad in (
    lambda: nn.Unflatten(1, 6),
    lambda: nn.Unflatten(1, (2, 3.0)),
    lambda: nn.Unflatten(1, (5, 4))(torch.zeros(2, 12, device=device)),
    lambda: nn.Unflatten(1, (5, -1))(torch.zeros(2, 12, device=device)),
    lambda: nn.Unflatten(1, ())(torch.zeros(2, 12, device=device)),
    lambda: nn.Unflatten(2, (1, 12))(torch.zeros(2, 12, device=device)),
    lambda: nn.Flatten()(torch.zeros(5, device=device)),
):
    try:
        bad()
        print("no error")
    except (TypeError, RuntimeError, IndexError) as e:
        print(type(e).__name__ + ":", e)

print(torch.flatten(x).shape, torch.flatten(x, 1).shape, torch.flatten(x, 1, 2).shape)
print(torch.unflatten(torch.arange(6, device=device), 0, (2, 3)))
print(torch.unflatten(x, -1, (5, 1)).shape)
