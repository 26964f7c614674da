# Higher-order gradients: autograd.grad(create_graph=True) and backward(create_graph=True),
# as gradient penalties, physics-informed losses and Hessians use them.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

# Derivatives of a polynomial, order by order.
x = torch.tensor([-1.0, 0.5, 2.0], device=device, requires_grad=True)
y = (x ** 4 - 3 * x ** 2 + x).sum()
d1, = torch.autograd.grad(y, x, create_graph=True)
d2, = torch.autograd.grad(d1.sum(), x, create_graph=True)
d3, = torch.autograd.grad(d2.sum(), x)
print("d1", d1)
print("d2", d2)
print("d3", d3)

# Elementwise functions: the second derivative of each, against its closed form.
z = torch.tensor([0.3, 1.2, 2.5], device=device, requires_grad=True)
for name, f in [("exp", torch.exp), ("log", torch.log), ("sqrt", torch.sqrt),
                ("sin", torch.sin), ("cos", torch.cos), ("tanh", torch.tanh),
                ("sigmoid", torch.sigmoid), ("recip", lambda t: 1.0 / t),
                ("softplus", nn.functional.softplus), ("silu", nn.functional.silu),
                ("div", lambda t: t / (t + 1.0)), ("log1p", torch.log1p)]:
    g, = torch.autograd.grad(f(z).sum(), z, create_graph=True)
    h, = torch.autograd.grad(g.sum(), z)
    print(name, [round(v, 4) for v in g.tolist()], [round(v, 4) for v in h.tolist()])

# A full Hessian, row by row.
def energy(p):
    return (p[0] * p[1] ** 2 + torch.sin(p[1] * p[2]) + p[2] ** 3 / 3).sum()

p = torch.tensor([1.0, -0.5, 0.8], device=device, requires_grad=True)
grad, = torch.autograd.grad(energy(p), p, create_graph=True)
rows = [torch.autograd.grad(grad[i], p, retain_graph=True)[0] for i in range(3)]
H = torch.stack(rows)
print("hessian\n", H)
print("symmetric", torch.allclose(H, H.t(), atol=1e-6))

# Hessian-vector product through a matrix product and a mean over a dim.
A = torch.randn(4, 3, device=device)
w = torch.randn(3, device=device, requires_grad=True)
loss = torch.tanh(A @ w).pow(2).mean(dim=0)
gw, = torch.autograd.grad(loss, w, create_graph=True)
v = torch.tensor([1.0, -1.0, 0.5], device=device)
hvp, = torch.autograd.grad(gw @ v, w)
print("hvp", hvp)

# A physics-informed loss: u'' + u = 0 on [0, 1].
net = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 16), nn.Tanh(),
                    nn.Linear(16, 1)).to(device)
opt = torch.optim.Adam(net.parameters(), lr=0.01)
t = torch.linspace(0, 1, 20, device=device).view(-1, 1).requires_grad_(True)
for step in range(30):
    u = net(t)
    du, = torch.autograd.grad(u, t, torch.ones_like(u), create_graph=True)
    d2u, = torch.autograd.grad(du, t, torch.ones_like(du), create_graph=True)
    t0 = torch.zeros(1, 1, device=device)
    boundary = (net(t0) - 1.0).pow(2).sum()
    residual = (d2u + u).pow(2).mean()
    loss = residual + boundary
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 10 == 0 or step == 29:
        print(f"pinn step {step}: residual {residual.item():.4f} boundary {boundary.item():.4f}")

# A gradient penalty (WGAN-GP) through LeakyReLU, a norm and a broadcast bias.
critic = nn.Sequential(nn.Linear(2, 8), nn.LeakyReLU(0.2), nn.Linear(8, 1)).to(device)
real = torch.randn(6, 2, device=device)
fake = torch.randn(6, 2, device=device)
alpha = torch.rand(6, 1, device=device)
mix = (alpha * real + (1 - alpha) * fake).requires_grad_(True)
score = critic(mix)
g, = torch.autograd.grad(score, mix, grad_outputs=torch.ones_like(score), create_graph=True)
penalty = ((g.norm(2, dim=1) - 1) ** 2).mean()
penalty.backward()
print("penalty", round(penalty.item(), 4))
# (The last layer's bias does not reach the penalty: its .grad stays None. The first layer's
# bias reaches it only through LeakyReLU's mask, whose derivative is zero: a zero .grad.)
print("critic grads", [None if q.grad is None else round(q.grad.abs().sum().item(), 4)
                       for q in critic.parameters()])
relu_net = nn.Sequential(nn.Linear(2, 4), nn.ReLU(), nn.Linear(4, 1)).to(device)
s2 = relu_net(mix)
g2, = torch.autograd.grad(s2.sum(), mix, create_graph=True)
g2.pow(2).sum().backward()
print("relu grads", [None if q.grad is None else round(q.grad.abs().sum().item(), 4)
                     for q in relu_net.parameters()])

# backward(create_graph=True): the .grad carries a graph.
q = torch.tensor([0.5, -1.5], device=device, requires_grad=True)
(q.exp() * q).sum().backward(create_graph=True)
print(q.grad)
second = q.grad.sum()
q.grad = None
second.backward()
print(q.grad)

# Views in the graph: reshape, transpose, slicing and expand.
m = torch.arange(6.0, device=device).view(2, 3).requires_grad_(True)
out = (m.t().reshape(3, 2)[1:, :] ** 2).sum() + (m[:, :1].expand(2, 3) * m).sum()
gm, = torch.autograd.grad(out, m, create_graph=True)
hm, = torch.autograd.grad((gm ** 2).sum(), m)
print(gm)
print(hm)

# A torch.autograd.Function differentiated twice: its backward's own ops are recorded.
class Cube(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    def backward(ctx, grad_out):
        x, = ctx.saved_tensors
        return grad_out * 3 * x ** 2


class Exp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        result = torch.exp(x)
        ctx.save_for_backward(result)
        return result

    @staticmethod
    def backward(ctx, grad_out):
        result, = ctx.saved_tensors
        return grad_out * result


c = torch.tensor([0.5, -1.0, 2.0], device=device, requires_grad=True)
g1, = torch.autograd.grad(Cube.apply(c).sum(), c, create_graph=True)
g2, = torch.autograd.grad(g1.sum(), c, create_graph=True)
g3, = torch.autograd.grad(g2.sum(), c)
print("cube", g1.tolist(), g2.tolist(), g3.tolist())
e1, = torch.autograd.grad(Exp.apply(torch.sin(c)).sum(), c, create_graph=True)
e2, = torch.autograd.grad(e1.sum(), c)
print("exp(sin)", [round(v, 4) for v in e1.tolist()], [round(v, 4) for v in e2.tolist()])
with torch.no_grad():
    inner = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
print("grad mode after", torch.is_grad_enabled())
