# Sharing one module in several places: a layer reused in a Sequential (applied twice), an
# autoencoder whose decoder reuses the encoder's weight transposed, how parameters()/
# named_parameters(remove_duplicate=False)/named_modules/state_dict list shared tensors, and that
# gradients from both uses accumulate into the single parameter.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(8)

shared = nn.Linear(4, 4)
net = nn.Sequential(shared, nn.Tanh(), shared).to(device)
print(net)
print("parameters", len(list(net.parameters())), "with duplicates", len(list(net.named_parameters(remove_duplicate=False))))
print([n for n, _ in net.named_modules()], [n for n, _ in net.named_modules(remove_duplicate=False)])
print(list(net.state_dict().keys()))
print("state_dict shares:", torch.equal(net.state_dict()["0.weight"], net.state_dict()["2.weight"]))
x = torch.randn(3, 4, device=device)
net(x).sum().backward()
manual = torch.zeros_like(shared.weight)
with torch.no_grad():
    h = torch.tanh(shared(x))
    g_out = torch.ones(3, 4, device=device)
    manual += g_out.T @ h
    g_h = (g_out @ shared.weight) * (1 - h ** 2)
    manual += g_h.T @ x
print("grad accumulates both uses:", torch.allclose(shared.weight.grad, manual, atol=1e-5))


class TiedAE(nn.Module):
    def __init__(self, d, k):
        super().__init__()
        self.enc = nn.Linear(d, k)
        self.dec_bias = nn.Parameter(torch.zeros(d))

    def forward(self, x):
        z = torch.sigmoid(self.enc(x))
        return F.linear(z, self.enc.weight.t(), self.dec_bias), z


ae = TiedAE(6, 3).to(device)
print([n for n, _ in ae.named_parameters()], sum(p.numel() for p in ae.parameters()))
data = torch.rand(32, 6, device=device)
opt = torch.optim.Adam(ae.parameters(), lr=0.05)
for step in range(8):
    recon, z = ae(data)
    loss = F.mse_loss(recon, data)
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(step, f"{loss.item():.4f}")
print("code shape", tuple(z.shape))

holder = nn.Module()
holder.a = shared
holder.b = shared
print([n for n, _ in holder.named_children()], list(holder._modules.keys()))
print([n for n, _ in holder.named_parameters()], [n for n, _ in holder.named_parameters(remove_duplicate=False)])
