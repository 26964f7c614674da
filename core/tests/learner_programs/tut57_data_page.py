# "Datasets & DataLoaders": a custom Dataset (with transform and target_transform callables),
# DataLoader iteration, samplers, a custom collate_fn and random_split with a generator.
import torch
from torch.utils.data import Dataset, DataLoader, random_split, SubsetRandomSampler
from torch.utils.data import SequentialSampler, RandomSampler, BatchSampler

device = "cpu"
torch.manual_seed(0)

labels_map = {0: "T-Shirt", 1: "Trouser", 2: "Pullover", 3: "Dress"}


class CustomImageDataset(Dataset):
    def __init__(self, n, transform=None, target_transform=None):
        g = torch.Generator().manual_seed(1)
        self.images = torch.randint(0, 256, (n, 1, 4, 4), generator=g, dtype=torch.uint8)
        self.img_labels = torch.randint(0, 4, (n,), generator=g).tolist()
        self.transform = transform
        self.target_transform = target_transform

    def __len__(self):
        return len(self.img_labels)

    def __getitem__(self, idx):
        image = self.images[idx]
        label = self.img_labels[idx]
        if self.transform:
            image = self.transform(image)
        if self.target_transform:
            label = self.target_transform(label)
        return image, label


def to_float(img):
    return img.float() / 255.0


def one_hot(y):
    return torch.zeros(4, dtype=torch.float).scatter_(0, torch.tensor(y), value=1)


training_data = CustomImageDataset(20, transform=to_float, target_transform=one_hot)
img, label = training_data[3]
print(len(training_data), img.shape, img.dtype, label)
print(round(img.sum().item(), 4))
for i in range(4):
    img, label = training_data[i]
    print(i, labels_map[int(label.argmax())], round(img.mean().item(), 4))

train_dataloader = DataLoader(training_data, batch_size=6, shuffle=True)
train_features, train_labels = next(iter(train_dataloader))
print(f"Feature batch shape: {train_features.size()}")
print(f"Labels batch shape: {train_labels.size()}")
print(train_labels.argmax(1))
print(len(train_dataloader), [b[0].shape[0] for b in train_dataloader])

dl = DataLoader(training_data, batch_size=6, drop_last=True)
print(len(dl), [tuple(x.shape) for x, _ in dl])

plain = CustomImageDataset(10)
print(type(plain[0][1]).__name__, plain[0][0].dtype)


def collate(batch):
    imgs = torch.stack([b[0] for b in batch]).float()
    labels = torch.tensor([b[1] for b in batch])
    return {"x": imgs.flatten(1), "y": labels, "n": len(batch)}


for b in DataLoader(plain, batch_size=4, collate_fn=collate):
    print(b["x"].shape, b["y"], b["n"], round(b["x"].mean().item(), 4))

g = torch.Generator().manual_seed(42)
tr, va = random_split(plain, [7, 3], generator=g)
print(len(tr), len(va), tr.indices, va.indices)
g = torch.Generator().manual_seed(42)
a, b, c = random_split(range(10), [0.5, 0.3, 0.2], generator=g)
print(list(a), list(b), list(c))

print(list(SequentialSampler(plain)))
print(list(RandomSampler(plain, generator=torch.Generator().manual_seed(3))))
print(list(RandomSampler(plain, replacement=True, num_samples=5, generator=torch.Generator().manual_seed(3))))
print(list(BatchSampler(SequentialSampler(range(7)), batch_size=3, drop_last=False)))
print(list(BatchSampler(SequentialSampler(range(7)), batch_size=3, drop_last=True)))
sub = SubsetRandomSampler([1, 3, 5, 7], generator=torch.Generator().manual_seed(5))
print(list(sub), len(sub))
dl = DataLoader(plain, batch_size=2, sampler=sub)
print([y.tolist() for _, y in dl])
dl = DataLoader(plain, batch_sampler=BatchSampler(SequentialSampler(plain), 4, False))
print([tuple(x.shape) for x, _ in dl])
