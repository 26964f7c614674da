# Weight tying in a small language model (as in the word_language_model example): the decoder's
# weight is the embedding's Parameter, so parameters() lists it once, state_dict has both keys,
# gradients from both uses accumulate, and the tied model trains with fewer params.
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(9)

V, E = 12, 16


class TinyLM(nn.Module):
    def __init__(self, tie):
        super().__init__()
        self.encoder = nn.Embedding(V, E)
        self.rnn = nn.GRU(E, E, batch_first=True)
        self.decoder = nn.Linear(E, V)
        if tie:
            self.decoder.weight = self.encoder.weight

    def forward(self, x):
        out, _ = self.rnn(self.encoder(x))
        return self.decoder(out)


tied = TinyLM(tie=True).to(device)
untied = TinyLM(tie=False).to(device)
count = lambda m: sum(p.numel() for p in m.parameters())
print("params tied:", count(tied), "untied:", count(untied), "difference:", count(untied) - count(tied))
print("same object:", tied.decoder.weight is tied.encoder.weight)
print("named_parameters:", [n for n, _ in tied.named_parameters()])
print("with remove_duplicate=False:", len(list(tied.named_parameters(remove_duplicate=False))))
sd = tied.state_dict()
print("state_dict has both keys:", "encoder.weight" in sd, "decoder.weight" in sd)

# Gradients from both uses accumulate into the one parameter.
x = torch.randint(0, V, (4, 6), device=device)
logits = tied(x)
loss = nn.functional.cross_entropy(logits[:, :-1].reshape(-1, V), x[:, 1:].reshape(-1))
loss.backward()
g_total = tied.encoder.weight.grad.clone()
print(f"tied grad norm: {g_total.norm().item():.4f}")
tied.zero_grad()
emb_out = tied.encoder(x)
out, _ = tied.rnn(emb_out)
dec = nn.functional.linear(out, tied.decoder.weight.detach(), tied.decoder.bias)
nn.functional.cross_entropy(dec[:, :-1].reshape(-1, V), x[:, 1:].reshape(-1)).backward()
g_embed_only = tied.encoder.weight.grad.clone()
print(f"embedding-path grad norm: {g_embed_only.norm().item():.4f}")
print(f"decoder-path grad norm: {(g_total - g_embed_only).norm().item():.4f}")
tied.zero_grad()

# Train both on a repeating pattern.
pattern = torch.tensor([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
seqs = torch.stack([pattern.roll(-s) for s in range(12)]).to(device)
for name, model in [("tied", tied), ("untied", untied)]:
    opt = torch.optim.Adam(model.parameters(), lr=0.01)
    for step in range(60):
        logits = model(seqs[:, :-1])
        loss = nn.functional.cross_entropy(logits.reshape(-1, V), seqs[:, 1:].reshape(-1))
        opt.zero_grad()
        loss.backward()
        opt.step()
    acc = (model(seqs[:, :-1]).argmax(-1) == seqs[:, 1:]).float().mean().item()
    print(f"{name:6s} final loss {loss.item():.4f} next-token acc {acc:.3f}")
print("still tied after training:", tied.decoder.weight is tied.encoder.weight)

# Loading a state_dict into a fresh tied model keeps the tie.
fresh = TinyLM(tie=True).to(device)
fresh.load_state_dict(tied.state_dict())
print("tie survives load_state_dict:", fresh.decoder.weight is fresh.encoder.weight)
print("loaded weights equal:", torch.equal(fresh.encoder.weight, tied.encoder.weight))
with torch.no_grad():
    fresh.encoder.weight[0].zero_()
print("editing the embedding edits the decoder:", fresh.decoder.weight[0].abs().sum().item())
