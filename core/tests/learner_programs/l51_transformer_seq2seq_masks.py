# nn.Transformer (batch_first) on a toy copy task: source and target key padding masks,
# the causal mask from generate_square_subsequent_mask, a few Adam steps, greedy decoding.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

PAD, BOS, V, D = 0, 1, 8, 16
src = torch.tensor([[3, 4, 5, 6], [7, 2, 5, 0], [4, 4, 0, 0]])
tgt_in = torch.cat([torch.full((3, 1), BOS), src[:, :-1]], dim=1)
tgt_out = src


class Seq2Seq(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, D, padding_idx=PAD)
        self.pos = nn.Parameter(torch.randn(1, 8, D) * 0.1)
        self.tf = nn.Transformer(d_model=D, nhead=2, num_encoder_layers=1, num_decoder_layers=1,
                                 dim_feedforward=32, dropout=0.0, batch_first=True)
        self.out = nn.Linear(D, V)

    def forward(self, src, tgt):
        s = self.emb(src) + self.pos[:, :src.size(1)]
        t = self.emb(tgt) + self.pos[:, :tgt.size(1)]
        causal = nn.Transformer.generate_square_subsequent_mask(tgt.size(1), device=tgt.device)
        h = self.tf(s, t, tgt_mask=causal, src_key_padding_mask=src == PAD,
                    tgt_key_padding_mask=tgt == PAD, memory_key_padding_mask=src == PAD)
        return self.out(h)


print(nn.Transformer.generate_square_subsequent_mask(3))
model = Seq2Seq().to(device)
print("params", sum(p.numel() for p in model.parameters()))
opt = torch.optim.Adam(model.parameters(), lr=0.01)
loss_fn = nn.CrossEntropyLoss(ignore_index=PAD)
for step in range(30):
    logits = model(src.to(device), tgt_in.to(device))
    loss = loss_fn(logits.reshape(-1, V), tgt_out.to(device).reshape(-1))
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 10 == 0:
        print(f"step {step} loss {loss.item():.4f}")
model.eval()
with torch.no_grad():
    ys = torch.full((1, 1), BOS).to(device)
    for _ in range(4):
        nxt = model(src[:1].to(device), ys)[:, -1].argmax(-1, keepdim=True)
        ys = torch.cat([ys, nxt], dim=1)
print("decoded", ys.tolist())
