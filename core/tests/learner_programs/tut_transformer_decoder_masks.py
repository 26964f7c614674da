# nn.Transformer's decoder with the masks a translation model needs: a causal tgt_mask from
# generate_square_subsequent_mask, key padding masks for source and target, and a check that the
# causal mask makes earlier positions independent of later tokens.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(12)

mask = nn.Transformer.generate_square_subsequent_mask(4)
print(mask.tolist(), mask.dtype)

d_model = 16
model = nn.Transformer(d_model=d_model, nhead=2, num_encoder_layers=1, num_decoder_layers=2,
                       dim_feedforward=32, dropout=0.0, batch_first=True).to(device)
model.eval()
src = torch.randn(2, 5, d_model, device=device)
tgt = torch.randn(2, 4, d_model, device=device)
src_pad = torch.tensor([[False] * 5, [False, False, False, True, True]], device=device)
tgt_pad = torch.tensor([[False] * 4, [False, False, False, True]], device=device)
tgt_mask = nn.Transformer.generate_square_subsequent_mask(4, device=device)
with torch.no_grad():
    out = model(src, tgt, tgt_mask=tgt_mask, src_key_padding_mask=src_pad,
                tgt_key_padding_mask=tgt_pad, memory_key_padding_mask=src_pad)
    print(tuple(out.shape), [round(v, 3) for v in out[0, 0, :4].tolist()])
    tgt2 = tgt.clone()
    tgt2[:, 3] += 5.0
    out2 = model(src, tgt2, tgt_mask=tgt_mask, src_key_padding_mask=src_pad, memory_key_padding_mask=src_pad)
    out1 = model(src, tgt, tgt_mask=tgt_mask, src_key_padding_mask=src_pad, memory_key_padding_mask=src_pad)
    print("causal:", torch.allclose(out1[:, :3], out2[:, :3], atol=1e-5), torch.allclose(out1[:, 3], out2[:, 3], atol=1e-5))
    src2 = src.clone()
    src2[1, 3:] = 100.0
    out3 = model(src2, tgt, tgt_mask=tgt_mask, src_key_padding_mask=src_pad, memory_key_padding_mask=src_pad)
    print("padding ignored:", torch.allclose(out1, out3, atol=1e-4))

layer = nn.TransformerDecoderLayer(d_model, 2, 32, dropout=0.0, batch_first=True, norm_first=True).to(device)
dec = nn.TransformerDecoder(layer, num_layers=2, norm=nn.LayerNorm(d_model)).to(device)
memory = torch.randn(2, 5, d_model, device=device)
y = dec(tgt, memory, tgt_mask=tgt_mask, tgt_is_causal=True)
print(tuple(y.shape), round(y.abs().mean().item(), 3), round(y.std().item(), 3))
print(len(dec.layers), dec.layers[0] is not dec.layers[1], sum(p.numel() for p in dec.parameters()))

bool_mask = torch.triu(torch.ones(4, 4, dtype=torch.bool, device=device), 1)
y2 = dec(tgt, memory, tgt_mask=bool_mask)
print("bool mask same:", torch.allclose(y, y2, atol=1e-5))

emb = nn.Embedding(10, d_model).to(device)
head = nn.Linear(d_model, 10).to(device)
params = list(model.parameters()) + list(emb.parameters()) + list(head.parameters())
opt = torch.optim.Adam(params, lr=1e-2)
model.train()
s_tok = torch.randint(1, 10, (4, 5), device=device)
t_tok = torch.flip(s_tok, [1])
for step in range(5):
    opt.zero_grad()
    inp = torch.cat([torch.zeros(4, 1, dtype=torch.long, device=device), t_tok[:, :-1]], 1)
    logits = head(model(emb(s_tok), emb(inp), tgt_mask=nn.Transformer.generate_square_subsequent_mask(5, device=device)))
    loss = nn.functional.cross_entropy(logits.reshape(-1, 10), t_tok.reshape(-1))
    loss.backward()
    opt.step()
    print(step, round(loss.item(), 3))
