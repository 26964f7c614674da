# A tiny transformer classifier: token + learned positional embeddings, nn.TransformerEncoder
# with a src_key_padding_mask, mean pooling over non-padded tokens, trained a few steps.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

vocab, d_model, max_len = 20, 16, 10


class TinyTransformer(nn.Module):
    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(vocab, d_model, padding_idx=0)
        self.pos = nn.Embedding(max_len, d_model)
        layer = nn.TransformerEncoderLayer(d_model, nhead=4, dim_feedforward=32, dropout=0.0, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, num_layers=2, enable_nested_tensor=False)
        self.head = nn.Linear(d_model, 3)

    def forward(self, x):
        pad = x == 0
        pos = torch.arange(x.size(1), device=x.device).unsqueeze(0)
        h = self.tok(x) + self.pos(pos)
        h = self.encoder(h, src_key_padding_mask=pad)
        keep = (~pad).unsqueeze(-1).float()
        pooled = (h * keep).sum(1) / keep.sum(1)
        return self.head(pooled)


x = torch.randint(1, vocab, (8, 6))
x[0, 4:] = 0
x[3, 2:] = 0
y = torch.randint(0, 3, (8,))
model = TinyTransformer().to(device)
print(sum(p.numel() for p in model.parameters()))
opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.01)
for step in range(10):
    opt.zero_grad()
    loss = nn.functional.cross_entropy(model(x.to(device)), y.to(device))
    loss.backward()
    opt.step()
    if step % 3 == 0:
        print(f"step {step} loss {loss.item():.4f}")
model.eval()
with torch.no_grad():
    logits = model(x.to(device))
print(logits.shape)
print(logits.argmax(-1))
print(torch.softmax(logits, -1)[0].round(decimals=3))
