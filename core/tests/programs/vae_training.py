import torch
from torch import nn
import torch.nn.functional as F
from torch.utils.data import DataLoader, TensorDataset
device = "cpu"
torch.manual_seed(0)
class Encoder(nn.Module):
    def __init__(self, d_in, d_hidden, d_latent):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(d_in, d_hidden), nn.SiLU())
        self.mu = nn.Linear(d_hidden, d_latent)
        self.logvar = nn.Linear(d_hidden, d_latent)
    def forward(self, x):
        h = self.net(x)
        return self.mu(h), self.logvar(h)
class Decoder(nn.Sequential):
    def __init__(self, d_latent, d_hidden, d_out):
        super().__init__(nn.Linear(d_latent, d_hidden), nn.SiLU(), nn.Linear(d_hidden, d_out))
class VAE(nn.Module):
    def __init__(self, d_in=8, d_hidden=16, d_latent=2):
        super().__init__()
        self.encoder = Encoder(d_in, d_hidden, d_latent)
        self.decoder = Decoder(d_latent, d_hidden, d_in)
    @staticmethod
    def reparameterize(mu, logvar):
        std = torch.exp(0.5 * logvar)
        eps = torch.randn_like(std)
        return mu + eps * std
    @property
    def latent_dim(self):
        return self.encoder.mu.out_features
    def forward(self, x):
        mu, logvar = self.encoder(x)
        z = self.reparameterize(mu, logvar)
        return self.decoder(z), mu, logvar
def loss_function(recon_x, x, mu, logvar):
    bce = F.binary_cross_entropy_with_logits(recon_x, x, reduction="sum")
    kld = -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp())
    return bce + kld, bce, kld
protos = (torch.rand(3, 8) > 0.5).float()
data = protos[torch.randint(0, 3, (96,))]
flip = (torch.rand(96, 8) < 0.05).float()
data = (data + flip) % 2
loader = DataLoader(TensorDataset(data), batch_size=32, shuffle=True, generator=torch.Generator().manual_seed(0))
model = VAE().to(device)
print(model, model.latent_dim)
opt = torch.optim.Adam(model.parameters(), lr=1e-2)
history = []
for epoch in range(1, 16):
    model.train()
    total = 0.0
    for (xb,) in loader:
        xb = xb.to(device)
        opt.zero_grad()
        recon, mu, logvar = model(xb)
        loss, bce, kld = loss_function(recon, xb, mu, logvar)
        loss.backward()
        opt.step()
        total += loss.item()
    history.append(total / len(loader.dataset))
    if epoch % 5 == 0:
        print(f"====> Epoch: {epoch} Average loss: {history[-1]:.3f}")
model.eval()
with torch.no_grad():
    z = torch.randn(4, model.latent_dim, device=device)
    samples = torch.sigmoid(model.decoder(z))
    print(samples.shape, bool(((samples >= 0) & (samples <= 1)).all()))
    mu, _ = model.encoder(protos.to(device))
    print(mu.shape, history[0] > history[-1])
