# WGAN-GP style gradient penalty: torch.autograd.grad with create_graph=True on interpolated samples,
# the penalty trained through (second-order gradients reach the critic's weights), and an R1 penalty
# on real data only.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(26)
critic = nn.Sequential(nn.Linear(2, 16), nn.Tanh(), nn.Linear(16, 1)).to(device)
real = torch.randn(8, 2, device=device) + 2.0
fake = torch.randn(8, 2, device=device)


def gradient_penalty(model, real, fake):
    eps = torch.rand(real.size(0), 1, device=real.device)
    mix = (eps * real + (1 - eps) * fake).requires_grad_(True)
    out = model(mix)
    (g,) = torch.autograd.grad(out, mix, grad_outputs=torch.ones_like(out), create_graph=True)
    return ((g.norm(2, dim=1) - 1) ** 2).mean(), g


gp, g = gradient_penalty(critic, real, fake)
print("gp:", round(gp.item(), 5), g.requires_grad, tuple(g.shape))
gp.backward()
print("critic grads from gp:", [None if p.grad is None else round(p.grad.abs().sum().item(), 5) for p in critic.parameters()])

x = torch.randn(5, 2, device=device, requires_grad=True)
y = (x ** 3).sum()
(gx,) = torch.autograd.grad(y, x, create_graph=True)
print([[round(v, 4) for v in r] for r in gx.tolist()] == [[round(v, 4) for v in r] for r in (3 * x ** 2).tolist()])
(ggx,) = torch.autograd.grad(gx.sum(), x)
print(torch.allclose(ggx, 6 * x.detach()))
try:
    (g2,) = torch.autograd.grad((x ** 2).sum(), x)
    torch.autograd.grad(g2.sum(), x)
except RuntimeError as e:
    print("RuntimeError:", str(e)[:60])

opt = torch.optim.Adam(critic.parameters(), lr=1e-2, betas=(0.5, 0.9))
for step in range(6):
    opt.zero_grad()
    gp, _ = gradient_penalty(critic, real, fake)
    w_loss = critic(fake).mean() - critic(real).mean()
    loss = w_loss + 10.0 * gp
    loss.backward()
    opt.step()
    print(step, round(w_loss.item(), 4), round(gp.item(), 4))

real_req = real.clone().requires_grad_(True)
score = critic(real_req).sum()
(gr,) = torch.autograd.grad(score, real_req, create_graph=True)
r1 = gr.pow(2).sum(1).mean()
critic.zero_grad()
r1.backward()
print("r1:", round(r1.item(), 5), critic[0].weight.grad is not None)
print("allow_unused:", torch.autograd.grad(critic(real).sum(), [critic[2].bias, real_req], allow_unused=True)[1])
