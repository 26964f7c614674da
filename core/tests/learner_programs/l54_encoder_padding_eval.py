# TransformerEncoder over padded batches: src_key_padding_mask in train and eval modes (the eval
# fast path returns zeros at padded positions when nested tensors are enabled), causal masks via
# generate_square_subsequent_mask, enable_nested_tensor=False, and a final LayerNorm.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(11)

layer = nn.TransformerEncoderLayer(d_model=8, nhead=2, dim_feedforward=16, dropout=0.0, batch_first=True)
enc = nn.TransformerEncoder(layer, num_layers=2, norm=nn.LayerNorm(8)).to(device)
x = torch.randn(2, 5, 8, device=device)
pad = torch.tensor([[False] * 5, [False, False, False, True, True]], device=device)
enc.train()
y_train = enc(x, src_key_padding_mask=pad)
print(y_train.shape)
print(y_train[1].round(decimals=4))
enc.eval()
with torch.no_grad():
    y_eval = enc(x, src_key_padding_mask=pad)
print(y_eval[1].round(decimals=4))
print(torch.allclose(y_eval[0], y_train[0], atol=1e-5))
print(torch.allclose(y_eval[1, :3], y_train[1, :3], atol=1e-5))

enc2 = nn.TransformerEncoder(layer, num_layers=2, enable_nested_tensor=False).to(device)
enc2.eval()
with torch.no_grad():
    y2 = enc2(x, src_key_padding_mask=pad)
print(y2[1, 3:].round(decimals=4))

causal = nn.Transformer.generate_square_subsequent_mask(5, device=device)
print(causal)
with torch.no_grad():
    y3 = enc(x, mask=causal)
    y4 = enc(x, mask=causal, is_causal=True)
print(y3[0, 0].round(decimals=4))
print(torch.allclose(y3, y4, atol=1e-5))
with torch.no_grad():
    y5 = enc(x[:, :2])
    print(torch.allclose(y5[:, 0], y3[:, 0], atol=1e-5))
print(len(enc.layers), enc.layers[0] is layer, enc.layers[0].self_attn.batch_first)
