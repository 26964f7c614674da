# A custom batch Sampler that buckets sequences by length to reduce padding: a Sampler subclass
# with __iter__/__len__, batches drawn from sorted chunks and shuffled with a seeded Generator,
# used as batch_sampler= with a padding collate_fn; padding fraction compared with random batching.
import torch
from torch.utils.data import Dataset, DataLoader, Sampler, RandomSampler, BatchSampler
from torch.nn.utils.rnn import pad_sequence

device = "cpu"
torch.manual_seed(4)


class SeqDataset(Dataset):
    def __init__(self, n):
        g = torch.Generator().manual_seed(0)
        self.lengths = torch.randint(2, 30, (n,), generator=g).tolist()
        self.data = [torch.randint(1, 100, (L,), generator=g) for L in self.lengths]

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        return self.data[i]


class BucketBatchSampler(Sampler):
    def __init__(self, lengths, batch_size, bucket_size, generator):
        self.lengths, self.batch_size, self.bucket_size, self.g = lengths, batch_size, bucket_size, generator

    def __iter__(self):
        order = torch.randperm(len(self.lengths), generator=self.g).tolist()
        batches = []
        for start in range(0, len(order), self.bucket_size):
            chunk = sorted(order[start:start + self.bucket_size], key=lambda i: self.lengths[i])
            batches += [chunk[j:j + self.batch_size] for j in range(0, len(chunk), self.batch_size)]
        for k in torch.randperm(len(batches), generator=self.g).tolist():
            yield batches[k]

    def __len__(self):
        full, rest = divmod(len(self.lengths), self.bucket_size)
        per_bucket = -(-self.bucket_size // self.batch_size)
        return full * per_bucket + -(-rest // self.batch_size)


def collate(batch):
    lengths = torch.tensor([len(s) for s in batch])
    return pad_sequence(batch, batch_first=True), lengths


def padding_fraction(loader):
    pad = total = 0
    for x, lengths in loader:
        pad += (x == 0).sum().item()
        total += x.numel()
    return pad / total


ds = SeqDataset(200)
print("length stats: min", min(ds.lengths), "max", max(ds.lengths), "mean", round(sum(ds.lengths) / len(ds), 2))
bucket = BucketBatchSampler(ds.lengths, batch_size=16, bucket_size=64, generator=torch.Generator().manual_seed(1))
print("number of batches:", len(bucket), "actually yielded:", sum(1 for _ in bucket))
loader = DataLoader(ds, batch_sampler=bucket, collate_fn=collate)
random_loader = DataLoader(ds, batch_size=16, shuffle=True, collate_fn=collate, generator=torch.Generator().manual_seed(1))
first = next(iter(loader))
print("first bucketed batch lengths:", first[1].tolist())
print("padded shape:", tuple(first[0].shape))
print(f"padding fraction bucketed {padding_fraction(loader):.3f} vs random {padding_fraction(random_loader):.3f}")
seen = sorted(i for b in BucketBatchSampler(ds.lengths, 16, 64, torch.Generator().manual_seed(2)) for i in b)
print("every index exactly once:", seen == list(range(len(ds))))

bs = BatchSampler(RandomSampler(range(10), generator=torch.Generator().manual_seed(0)), batch_size=4, drop_last=False)
print("BatchSampler batches:", list(bs), "len", len(bs))
bs_drop = BatchSampler(range(10), batch_size=4, drop_last=True)
print("drop_last:", list(bs_drop), "len", len(bs_drop))

emb = torch.nn.EmbeddingBag(100, 8, mode="mean", padding_idx=0).to(device)
for x, lengths in list(loader)[:2]:
    pooled = emb(x.to(device))
    print("pooled", tuple(pooled.shape), f"norm {pooled.norm().item():.4f}")
