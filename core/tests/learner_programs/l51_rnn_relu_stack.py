# nn.RNN with nonlinearity='relu', two layers, seq-first input and an explicit h0, compared
# against a hand-written loop over the same weights; then a tiny training run.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(1)

rnn = nn.RNN(input_size=3, hidden_size=4, num_layers=2, nonlinearity="relu").to(device)
x = torch.randn(5, 2, 3).to(device)
h0 = torch.zeros(2, 2, 4).to(device)
out, hn = rnn(x, h0)
print(out.shape, hn.shape)


def manual(x, h0):
    layer_in = x
    finals = []
    for layer in range(2):
        w_ih = getattr(rnn, f"weight_ih_l{layer}")
        w_hh = getattr(rnn, f"weight_hh_l{layer}")
        b = getattr(rnn, f"bias_ih_l{layer}") + getattr(rnn, f"bias_hh_l{layer}")
        h = h0[layer]
        outs = []
        for t in range(layer_in.size(0)):
            h = torch.relu(layer_in[t] @ w_ih.T + h @ w_hh.T + b)
            outs.append(h)
        layer_in = torch.stack(outs)
        finals.append(h)
    return layer_in, torch.stack(finals)


mo, mh = manual(x, h0)
print("match out", torch.allclose(out, mo, atol=1e-6), "match h", torch.allclose(hn, mh, atol=1e-6))
print(out[-1])

head = nn.Linear(4, 1).to(device)
target = x.sum(dim=(0, 2)).unsqueeze(1)
opt = torch.optim.RMSprop(list(rnn.parameters()) + list(head.parameters()), lr=0.01)
for step in range(20):
    out, hn = rnn(x)
    loss = ((head(hn[-1]) - target) ** 2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
    if step % 5 == 4:
        print(f"step {step} loss {loss.item():.4f}")
