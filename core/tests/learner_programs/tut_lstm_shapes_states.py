# What nn.LSTM/GRU/RNN return for every configuration: output, h_n and c_n shapes for num_layers,
# bidirectional and batch_first; passing (h0, c0); proj_size; that output[:, -1] equals h_n of
# the last layer only for the forward direction; splitting directions; and unbatched 2-D input.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)

B, T, I, H = 3, 5, 4, 6
x_bf = torch.randn(B, T, I, device=device)
x_tf = x_bf.transpose(0, 1)

for layers in (1, 2):
    for bi in (False, True):
        lstm = nn.LSTM(I, H, num_layers=layers, bidirectional=bi, batch_first=True).to(device)
        out, (h, c) = lstm(x_bf)
        print(f"layers={layers} bidirectional={bi!s:5s} output {tuple(out.shape)} h_n {tuple(h.shape)} c_n {tuple(c.shape)}")

lstm = nn.LSTM(I, H, num_layers=2, bidirectional=True, batch_first=True).to(device)
out, (h, c) = lstm(x_bf)
h_view = h.view(2, 2, B, H)  # (layers, directions, batch, hidden)
print("forward dir last step == h_n[-2]:", torch.allclose(out[:, -1, :H], h_view[-1, 0], atol=1e-6))
print("backward dir first step == h_n[-1]:", torch.allclose(out[:, 0, H:], h_view[-1, 1], atol=1e-6))
print("backward dir last step != h_n[-1]:", not torch.allclose(out[:, -1, H:], h_view[-1, 1]))
final = torch.cat([h[-2], h[-1]], dim=1)
print("classifier input from both directions:", tuple(final.shape))
print("parameter names:", [n for n, _ in lstm.named_parameters()][:5], "...", len(list(lstm.parameters())))
print("weight_ih_l0 shape:", tuple(lstm.weight_ih_l0.shape), "weight_ih_l1 shape:", tuple(lstm.weight_ih_l1.shape))

tm = nn.LSTM(I, H).to(device)
out_tf, (h_tf, _) = tm(x_tf)
print("time-major output:", tuple(out_tf.shape), "last step == h_n:", torch.allclose(out_tf[-1], h_tf[0], atol=1e-6))

h0 = torch.zeros(1, B, H, device=device)
c0 = torch.zeros(1, B, H, device=device)
o1, _ = tm(x_tf, (h0, c0))
o2, _ = tm(x_tf)
print("zero initial state equals default:", torch.allclose(o1, o2))
try:
    tm(x_tf, (torch.zeros(2, B, H, device=device), c0))
except RuntimeError as e:
    print("RuntimeError:", e)

# Feeding the state back in step by step equals one call over the whole sequence.
state = None
steps = []
for step in range(T):
    o, state = tm(x_tf[step:step + 1], state)
    steps.append(o)
print("stepwise == full:", torch.allclose(torch.cat(steps), out_tf, atol=1e-6))

proj = nn.LSTM(I, H, proj_size=2, batch_first=True).to(device)
po, (ph, pc) = proj(x_bf)
print("proj_size=2: output", tuple(po.shape), "h_n", tuple(ph.shape), "c_n", tuple(pc.shape))

gru = nn.GRU(I, H, num_layers=3, batch_first=True, dropout=0.0).to(device)
go, gh = gru(x_bf)
print("GRU returns a tensor, not a tuple:", type(gh).__name__, tuple(gh.shape))
rnn = nn.RNN(I, H, nonlinearity="relu").to(device)
ro, rh = rnn(x_bf[0])
print("unbatched input (T, I):", tuple(x_bf[0].shape), "-> output", tuple(ro.shape), "h_n", tuple(rh.shape))
print(lstm)
print(f"checksum {out.sum().item():.4f} {go.sum().item():.4f}")
