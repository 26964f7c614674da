# Weight tying between an embedding and the output projection (the word-language-model
# tutorial's --tied), checking parameter dedup in parameters(), state_dict keys and grads.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(0)


class RNNLM(nn.Module):
    def __init__(self, V, d):
        super().__init__()
        self.encoder = nn.Embedding(V, d)
        self.rnn = nn.GRU(d, d, batch_first=True)
        self.decoder = nn.Linear(d, V)
        self.decoder.weight = self.encoder.weight
        self.init_weights()

    def init_weights(self):
        nn.init.uniform_(self.encoder.weight, -0.1, 0.1)
        nn.init.zeros_(self.decoder.bias)

    def forward(self, x, h=None):
        out, h = self.rnn(self.encoder(x), h)
        return self.decoder(out), h


V = 11
model = RNNLM(V, 8).to(device)
print(model.decoder.weight is model.encoder.weight)
print(len(list(model.parameters())), [n for n, _ in model.named_parameters()])
print(list(model.state_dict().keys()))
print(sum(p.numel() for p in model.parameters()))
data = torch.randint(0, V, (3, 9))
opt = torch.optim.SGD(model.parameters(), lr=1.0)
h = None
for step in range(6):
    x, y = data[:, :-1].to(device), data[:, 1:].to(device)
    logits, h = model(x, None if h is None else h.detach())
    loss = nn.functional.cross_entropy(logits.reshape(-1, V), y.reshape(-1))
    opt.zero_grad()
    loss.backward()
    nn.utils.clip_grad_norm_(model.parameters(), 0.25)
    opt.step()
    print(f"step {step} loss {loss.item():.4f}")
print(torch.equal(model.decoder.weight, model.encoder.weight))
print(model.encoder.weight.grad.shape, model.encoder.weight[0].round(decimals=4))
sd = model.state_dict()
fresh = RNNLM(V, 8).to(device)
fresh.load_state_dict(sd)
print(fresh.decoder.weight is fresh.encoder.weight, torch.equal(fresh.encoder.weight, model.encoder.weight))
