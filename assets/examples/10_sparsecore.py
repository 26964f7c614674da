# SparseCore: an embedding-bag model, where the lookups run. Each bag gathers rows of a big table and averages them; on v4, v5p and v6e the SparseCores do that work, on v5e the TensorCore does.
# Compare the engines in the CLI: tpu run --chip v5p --report 10_sparsecore.py, then --chip v5e
# (the report's "SparseCore cycles": the lookups' work on the SparseCores, 0 on v5e).
import torch
import torch.nn as nn
import torch.nn.functional as F

device = "tpu"
torch.manual_seed(0)

vocab, dim = 1000, 64
# Six short documents as one flat list of word ids; offsets says where each document starts.
words = torch.tensor([3, 17, 256, 9, 999, 42, 42, 7, 500, 501, 502, 88, 1, 2, 640, 77, 12], device=device)
offsets = torch.tensor([0, 3, 5, 8, 11, 14], device=device)
labels = torch.tensor([0, 1, 1, 0, 1, 0], device=device)


class BagOfWords(nn.Module):
    def __init__(self):
        super().__init__()
        # The table is large and sparse in use: a step reads 16 of its 1000 rows (word 42 twice).
        self.bag = nn.EmbeddingBag(vocab, dim, mode="mean")
        self.head = nn.Linear(dim, 2)

    def forward(self, words, offsets):
        # The lookups and the mean over each bag: the SparseCores' work.
        return self.head(self.bag(words, offsets))  # then one small matmul on the MXU


model = BagOfWords().to(device)
lengths = torch.diff(offsets, append=torch.tensor([len(words)], device=device))
print(f"{len(offsets)} bags of {lengths.tolist()} words from a {vocab}x{dim} table")
optimizer = torch.optim.SGD(model.parameters(), lr=0.5)
for step in range(5):
    optimizer.zero_grad()
    loss = F.cross_entropy(model(words, offsets), labels)
    # The table's gradient touches only the rows looked up: a scatter-add, SparseCore work too.
    loss.backward()
    optimizer.step()
    print(f"step {step}: loss {loss.item():.4f}")

rows_touched = (model.bag.weight.grad.abs().sum(dim=1) > 0).sum().item()
print(f"rows with a gradient: {rows_touched} of {vocab}")
