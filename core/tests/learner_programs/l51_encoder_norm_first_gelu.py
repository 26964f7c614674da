# A TransformerEncoder of pre-norm (norm_first=True) GELU layers with a final LayerNorm,
# a CLS token and src_key_padding_mask (sequence-first layout); train vs eval (dropout) and
# mean-pooled outputs.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(4)

layer = nn.TransformerEncoderLayer(d_model=12, nhead=3, dim_feedforward=24, dropout=0.1,
                                   activation="gelu", batch_first=False, norm_first=True)
enc = nn.TransformerEncoder(layer, num_layers=2, norm=nn.LayerNorm(12), enable_nested_tensor=False).to(device)
cls = nn.Parameter(torch.zeros(1, 1, 12))
head = nn.Linear(12, 2).to(device)
print(len(enc.layers), enc.layers[0].norm_first, type(enc.layers[1].activation).__name__ if not callable(enc.layers[1].activation) or isinstance(enc.layers[1].activation, nn.Module) else enc.layers[1].activation.__name__)

x = torch.randn(4, 5, 12)
lengths = torch.tensor([5, 3, 4, 2])
pad = torch.arange(5).unsqueeze(0) >= lengths.unsqueeze(1)
pad = torch.cat([torch.zeros(4, 1, dtype=torch.bool), pad], dim=1)
y = torch.tensor([0, 1, 1, 0])
params = list(enc.parameters()) + list(head.parameters()) + [cls]
opt = torch.optim.AdamW(params, lr=0.01, weight_decay=0.05)
for step in range(8):
    enc.train()
    inp = torch.cat([cls.expand(4, -1, -1), x], dim=1).transpose(0, 1).to(device)
    h = enc(inp, src_key_padding_mask=pad.to(device)).transpose(0, 1)
    loss = nn.functional.cross_entropy(head(h[:, 0]), y.to(device))
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(f"step {step} loss {loss.item():.4f}")
enc.eval()
with torch.no_grad():
    inp = torch.cat([cls.expand(4, -1, -1), x], dim=1).transpose(0, 1).to(device)
    h1 = enc(inp, src_key_padding_mask=pad.to(device)).transpose(0, 1)
    h2 = enc(inp, src_key_padding_mask=pad.to(device)).transpose(0, 1)
print("eval deterministic", torch.equal(h1, h2))
keep = (~pad).unsqueeze(-1).float().to(device)
pooled = (h1 * keep).sum(1) / keep.sum(1)
print(pooled[:, :4].round(decimals=4))
print("cls norm", f"{h1[:, 0].norm(dim=-1).mean().item():.4f}")
