# An autoencoder with tied weights (decoder uses F.linear with encoder.weight.t()), trained on
# low-rank data; reports with f-strings over tensors (format specs on 0-d tensors, !r, str of a
# 1-element tensor), reconstruction error per sample, and the learned subspace's alignment.
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(583)

basis = torch.linalg.qr(torch.randn(6, 2))[0]
codes = torch.randn(64, 2)
data = (codes @ basis.T + 0.02 * torch.randn(64, 6)).to(device)


class TiedAE(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Linear(6, 2)
        self.dec_bias = nn.Parameter(torch.zeros(6))

    def forward(self, x):
        z = self.enc(x)
        return F.linear(z, self.enc.weight.t(), self.dec_bias), z


ae = TiedAE().to(device)
print([n for n, _ in ae.named_parameters()])
opt = torch.optim.Adam(ae.parameters(), lr=0.03)
for epoch in range(10):
    rec, z = ae(data)
    loss = F.mse_loss(rec, data)
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(f"epoch {epoch}: loss={loss:.4f} |z|={z.norm(dim=1).mean():.3f}")
with torch.no_grad():
    rec, z = ae(data[:4])
    err = ((rec - data[:4]) ** 2).mean(1)
print(f"{err[0]:.5f} {err.max():.5f}")
print(f"{err.argmax()!r} {err.argmax()} {str(err[:1])}")
print(f"loss tensor: {loss.detach().round(decimals=4)}")
print(f"loss value: {loss.item():.6f}")
W = ae.enc.weight.detach()
Q = torch.linalg.qr(W.T.cpu())[0]
align = torch.linalg.svdvals(basis.T @ Q)
print(f"alignment {align.min():.3f}", align.shape)
print("shape {} dtype {} same-device {}".format(tuple(W.shape), W.dtype, W.device.type == torch.device(device).type))
print(f"{torch.tensor(0.5):>10.3f}|{torch.tensor(12):<5d}|{torch.tensor(-3.25):+.1e}")
print(f"{torch.tensor([1.5, 2.5])}")
try:
    print(f"{torch.tensor([1.5, 2.5]):.2f}")
except (TypeError, RuntimeError, ValueError) as e:
    print(type(e).__name__, e)
