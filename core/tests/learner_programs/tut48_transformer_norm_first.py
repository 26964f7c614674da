# A small pre-norm Transformer classifier: TransformerEncoderLayer(norm_first=True, gelu),
# TransformerEncoder with a final LayerNorm and enable_nested_tensor=False, learned positional
# embeddings, a CLS token, src_key_padding_mask, trained briefly; then a TransformerDecoderLayer
# with a causal mask from generate_square_subsequent_mask.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class Classifier(nn.Module):
    def __init__(self, vocab=20, d=16, heads=2, layers=2, classes=3, max_len=12):
        super().__init__()
        self.tok = nn.Embedding(vocab, d, padding_idx=0)
        self.pos = nn.Parameter(torch.zeros(1, max_len + 1, d))
        self.cls = nn.Parameter(torch.randn(1, 1, d) * 0.02)
        layer = nn.TransformerEncoderLayer(d, heads, dim_feedforward=32, dropout=0.0, activation="gelu", batch_first=True, norm_first=True)
        self.encoder = nn.TransformerEncoder(layer, layers, norm=nn.LayerNorm(d), enable_nested_tensor=False)
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        pad = x == 0
        h = self.tok(x)
        h = torch.cat([self.cls.expand(x.shape[0], -1, -1), h], dim=1) + self.pos[:, : x.shape[1] + 1]
        mask = torch.cat([torch.zeros(x.shape[0], 1, dtype=torch.bool, device=x.device), pad], dim=1)
        return self.head(self.encoder(h, src_key_padding_mask=mask)[:, 0])


model = Classifier().to(device)
print(model.encoder.layers[0].norm_first, type(model.encoder.layers[0].activation).__name__ if not callable(model.encoder.layers[0].activation) or isinstance(model.encoder.layers[0].activation, nn.Module) else model.encoder.layers[0].activation.__name__)
print(sum(p.numel() for p in model.parameters()), len(model.encoder.layers))
x = torch.randint(1, 20, (24, 10), device=device)
x[::3, 7:] = 0
y = (x == 3).sum(1).clamp(max=2)
opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.01)
for step in range(15):
    opt.zero_grad()
    loss = nn.functional.cross_entropy(model(x), y)
    loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    opt.step()
    if step % 5 == 4:
        print(step, round(loss.item(), 4))
model.eval()
with torch.no_grad():
    pred = model(x).argmax(1)
    x2 = x.clone()
    x2[0, 7:] = 5
    same_padded = torch.allclose(model(x[:1]), model(torch.cat([x[:1], torch.zeros(1, 2, dtype=torch.long, device=device)], 1)), atol=1e-5)
print((pred == y).float().mean().item() >= 0.5, same_padded)
mask = nn.Transformer.generate_square_subsequent_mask(4, device=device)
print(mask)
dec_layer = nn.TransformerDecoderLayer(16, 2, dim_feedforward=32, dropout=0.0, batch_first=True, norm_first=True).to(device)
dec = nn.TransformerDecoder(dec_layer, num_layers=2).to(device)
tgt = torch.randn(2, 4, 16, device=device)
memory = torch.randn(2, 6, 16, device=device)
out = dec(tgt, memory, tgt_mask=mask, tgt_is_causal=True, memory_key_padding_mask=torch.tensor([[False] * 6, [False] * 4 + [True] * 2], device=device))
print(out.shape, round(out.std().item(), 4))
out_prefix = dec(tgt[:, :2], memory, tgt_mask=nn.Transformer.generate_square_subsequent_mask(2, device=device), memory_key_padding_mask=torch.tensor([[False] * 6, [False] * 4 + [True] * 2], device=device))
print(torch.allclose(out[:, :2], out_prefix, atol=1e-5))
