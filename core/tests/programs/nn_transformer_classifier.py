import math
import torch
from torch import nn
device = "cpu"
torch.manual_seed(0)
class PositionalEncoding(nn.Module):
    def __init__(self, d_model, dropout=0.1, max_len=50):
        super().__init__()
        self.dropout = nn.Dropout(p=dropout)
        position = torch.arange(max_len).unsqueeze(1)
        div_term = torch.exp(torch.arange(0, d_model, 2) * (-math.log(10000.0) / d_model))
        pe = torch.zeros(max_len, 1, d_model)
        pe[:, 0, 0::2] = torch.sin(position * div_term)
        pe[:, 0, 1::2] = torch.cos(position * div_term)
        self.register_buffer('pe', pe)
    def forward(self, x):
        x = x + self.pe[:x.size(0)]
        return self.dropout(x)
class TransformerClassifier(nn.Module):
    def __init__(self, ntoken, d_model, nhead, d_hid, nlayers, nclass, dropout=0.0):
        super().__init__()
        self.model_type = 'Transformer'
        self.pos_encoder = PositionalEncoding(d_model, dropout)
        encoder_layers = nn.TransformerEncoderLayer(d_model, nhead, d_hid, dropout)
        self.transformer_encoder = nn.TransformerEncoder(encoder_layers, nlayers, enable_nested_tensor=False)
        self.embedding = nn.Embedding(ntoken, d_model)
        self.d_model = d_model
        self.linear = nn.Linear(d_model, nclass)
        self.init_weights()
    def init_weights(self):
        initrange = 0.1
        self.embedding.weight.data.uniform_(-initrange, initrange)
        self.linear.bias.data.zero_()
        self.linear.weight.data.uniform_(-initrange, initrange)
    def forward(self, src, src_key_padding_mask=None):
        src = self.embedding(src) * math.sqrt(self.d_model)
        src = self.pos_encoder(src)
        output = self.transformer_encoder(src, src_key_padding_mask=src_key_padding_mask)
        return self.linear(output.mean(0))
model = TransformerClassifier(20, 16, 2, 32, 2, 3).to(device)
print(model)
print(sum(p.numel() for p in model.parameters()))
seqs = torch.randint(1, 20, (7, 12), device=device)
labels = seqs[0] % 3
pad = torch.zeros(12, 7, dtype=torch.bool, device=device)
pad[:, 5:] = seqs[5:].t() % 2 == 0
opt = torch.optim.Adam(model.parameters(), lr=5e-3)
sched = torch.optim.lr_scheduler.StepLR(opt, 1.0, gamma=0.95)
crit = nn.CrossEntropyLoss()
model.train()
for epoch in range(15):
    opt.zero_grad()
    out = model(seqs, src_key_padding_mask=pad)
    loss = crit(out, labels)
    loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 0.5)
    opt.step()
    sched.step()
    if epoch % 5 == 4:
        print(f"epoch {epoch:3d} | lr {sched.get_last_lr()[0]:02.4f} | loss {loss.item():5.3f} | ppl {math.exp(loss.item()):8.2f}")
model.eval()
with torch.no_grad():
    pred = model(seqs, src_key_padding_mask=pad).argmax(1)
print((pred == labels).float().mean().item() > 0.5)
mask = nn.Transformer.generate_square_subsequent_mask(4, device=device)
print(mask)
layer = nn.TransformerDecoderLayer(d_model=16, nhead=2, dim_feedforward=32, dropout=0.0, batch_first=True)
dec = nn.TransformerDecoder(layer, num_layers=1).to(device)
tgt = torch.randn(2, 4, 16, device=device)
memory = torch.randn(2, 6, 16, device=device)
print(dec(tgt, memory, tgt_mask=mask, tgt_is_causal=True).shape)
