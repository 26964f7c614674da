# nn.Transformer end to end: generate_square_subsequent_mask, padding masks, batch_first,
# norm_first, a few Adam steps on a copy task, and greedy decoding in eval mode.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)
V, D = 7, 16
print(nn.Transformer.generate_square_subsequent_mask(4))


class Seq2Seq(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, D)
        self.tf = nn.Transformer(d_model=D, nhead=2, num_encoder_layers=1, num_decoder_layers=1,
                                 dim_feedforward=32, dropout=0.0, batch_first=True, norm_first=True)
        self.out = nn.Linear(D, V)

    def forward(self, src, tgt, src_pad=None):
        mask = self.tf.generate_square_subsequent_mask(tgt.size(1)).to(src.device)
        h = self.tf(self.emb(src), self.emb(tgt), tgt_mask=mask, src_key_padding_mask=src_pad,
                    memory_key_padding_mask=src_pad, tgt_is_causal=True)
        return self.out(h)


model = Seq2Seq().to(device)
print(sum(p.numel() for p in model.parameters()))
print([n for n, _ in model.named_children()], type(model.tf.encoder.norm).__name__)
src = torch.randint(1, V, (4, 5), device=device)
bos = torch.zeros(4, 1, dtype=torch.long, device=device)
tgt_in = torch.cat([bos, src[:, :-1]], 1)
pad = torch.zeros(4, 5, dtype=torch.bool, device=device)
pad[0, -1] = True
opt = torch.optim.Adam(model.parameters(), lr=1e-2)
loss_fn = nn.CrossEntropyLoss()
for step in range(8):
    logits = model(src, tgt_in, pad)
    loss = loss_fn(logits.reshape(-1, V), src.reshape(-1))
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 2 == 0:
        print(step, round(loss.item(), 4))
model.eval()
with torch.no_grad():
    out = bos.clone()
    for _ in range(5):
        nxt = model(src, out)[:, -1].argmax(-1, keepdim=True)
        out = torch.cat([out, nxt], 1)
print(src.tolist())
print(out[:, 1:].tolist())
print(round((out[:, 1:] == src).float().mean().item(), 4))
