# nn.Transformer end to end with every mask: causal tgt_mask from generate_square_subsequent_mask,
# tgt_is_causal, src/tgt/memory key padding masks, batch_first, a custom encoder-only use, and
# greedy decoding step by step matching the full forward.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(157)

model = nn.Transformer(d_model=8, nhead=2, num_encoder_layers=2, num_decoder_layers=2, dim_feedforward=16, dropout=0.0, batch_first=True).to(device)
src = torch.randn(2, 5, 8, device=device)
tgt = torch.randn(2, 4, 8, device=device)
tgt_mask = model.generate_square_subsequent_mask(4, device=device)
src_pad = torch.tensor([[False] * 5, [False, False, False, True, True]], device=device)
tgt_pad = torch.tensor([[False] * 4, [False, False, False, True]], device=device)
out = model(src, tgt, tgt_mask=tgt_mask, src_key_padding_mask=src_pad, tgt_key_padding_mask=tgt_pad, memory_key_padding_mask=src_pad)
print(out.shape)
print(out[1].round(decimals=4))
out2 = model(src, tgt, tgt_mask=tgt_mask, tgt_is_causal=True, src_key_padding_mask=src_pad, memory_key_padding_mask=src_pad)
print(torch.allclose(out2[:, :3], out[:, :3], atol=1e-5), torch.allclose(out2[0], out[0], atol=1e-5))
memory = model.encoder(src, src_key_padding_mask=src_pad)
steps = []
for t in range(1, 5):
    m = model.generate_square_subsequent_mask(t, device=device)
    dec = model.decoder(tgt[:, :t], memory, tgt_mask=m, memory_key_padding_mask=src_pad)
    steps.append(dec[:, -1])
inc = torch.stack(steps, dim=1)
print(torch.allclose(inc, out2, atol=1e-5))
print(model.encoder.norm, model.decoder.norm, len(model.decoder.layers))
loss = out.pow(2).mean()
loss.backward()
print(round(loss.item(), 5), round(model.decoder.layers[1].multihead_attn.in_proj_weight.grad.abs().sum().item(), 4))
seq = nn.Transformer(d_model=8, nhead=4, num_encoder_layers=1, num_decoder_layers=1, dim_feedforward=8, dropout=0.0, norm_first=True, activation="gelu").to(device)
o = seq(src.transpose(0, 1), tgt.transpose(0, 1))
print(o.shape, o[0, 0].round(decimals=4))
bool_mask = torch.triu(torch.ones(4, 4, dtype=torch.bool, device=device), diagonal=1)
o_b = seq(src.transpose(0, 1), tgt.transpose(0, 1), tgt_mask=bool_mask)
o_f = seq(src.transpose(0, 1), tgt.transpose(0, 1), tgt_mask=nn.Transformer.generate_square_subsequent_mask(4, device=device))
print(torch.allclose(o_b, o_f, atol=1e-6))
try:
    model(src, tgt[:1])
except RuntimeError as e:
    print("RuntimeError:", e)
