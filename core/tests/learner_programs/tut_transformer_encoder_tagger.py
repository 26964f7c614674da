# Sequence tagging with nn.TransformerEncoder: token + learned positional embeddings, a
# src_key_padding_mask for padded batches, a per-token classifier, CrossEntropyLoss with
# ignore_index on padding, and token-level accuracy over non-pad positions.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(123)

PAD = 0
vocab, n_tags, d_model, max_len = 12, 3, 32, 8


class Tagger(nn.Module):
    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(vocab, d_model, padding_idx=PAD)
        self.pos = nn.Embedding(max_len, d_model)
        layer = nn.TransformerEncoderLayer(d_model, nhead=4, dim_feedforward=64, dropout=0.0, batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, num_layers=2, enable_nested_tensor=False)
        self.out = nn.Linear(d_model, n_tags)

    def forward(self, tokens):
        pad_mask = tokens == PAD
        positions = torch.arange(tokens.size(1), device=tokens.device).unsqueeze(0)
        h = self.tok(tokens) + self.pos(positions)
        h = self.encoder(h, src_key_padding_mask=pad_mask)
        return self.out(h)


def batch(n):
    lengths = torch.randint(3, max_len + 1, (n,))
    tokens = torch.randint(1, vocab, (n, max_len))
    tokens[torch.arange(max_len)[None, :] >= lengths[:, None]] = PAD
    tags = (tokens % n_tags)
    tags[tokens == PAD] = -100
    return tokens, tags


model = Tagger().to(device)
print(model.encoder.layers[0].self_attn)
print("layers", len(model.encoder.layers), "params", sum(p.numel() for p in model.parameters()))
crit = nn.CrossEntropyLoss(ignore_index=-100)
opt = torch.optim.Adam(model.parameters(), lr=2e-3)
for step in range(12):
    tokens, tags = batch(16)
    tokens, tags = tokens.to(device), tags.to(device)
    logits = model(tokens)
    loss = crit(logits.view(-1, n_tags), tags.view(-1))
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 3 == 2:
        valid = tags != -100
        acc = (logits.argmax(-1)[valid] == tags[valid]).float().mean()
        print(f"step {step:2d} loss {loss.item():.4f} acc {acc.item():.3f}")

model.eval()
with torch.no_grad():
    tokens, tags = batch(4)
    logits = model(tokens.to(device))
print(tokens[0].tolist(), logits.shape)
print(model.tok.weight[PAD].abs().sum().item())
