# "Datasets & DataLoaders" and "Transforms": a custom Dataset over an in-memory annotations table,
# ToTensor-like and Lambda one-hot target transforms, and a shuffled DataLoader.
import torch
from torch.utils.data import Dataset, DataLoader

device = "cpu"
torch.manual_seed(2)

labels_map = {0: "T-Shirt", 1: "Trouser", 2: "Pullover", 3: "Dress", 4: "Coat"}

raw_images = [[[(i * 7 + r * 3 + c) % 256 for c in range(4)] for r in range(4)] for i in range(10)]
annotations = [(f"img_{i}.png", (i * 3) % 5) for i in range(10)]


def read_image(path):
    idx = int(path.split("_")[1].split(".")[0])
    return torch.tensor(raw_images[idx], dtype=torch.uint8).unsqueeze(0)


class Lambda:
    def __init__(self, lambd):
        self.lambd = lambd

    def __call__(self, x):
        return self.lambd(x)


def ToTensor():
    return Lambda(lambda img: img.to(torch.float32) / 255.0)


class CustomImageDataset(Dataset):
    def __init__(self, annotations, img_dir, transform=None, target_transform=None):
        self.img_labels = annotations
        self.img_dir = img_dir
        self.transform = transform
        self.target_transform = target_transform

    def __len__(self):
        return len(self.img_labels)

    def __getitem__(self, idx):
        img_path = self.img_dir + "/" + self.img_labels[idx][0]
        image = read_image(self.img_labels[idx][0])
        label = self.img_labels[idx][1]
        if self.transform:
            image = self.transform(image)
        if self.target_transform:
            label = self.target_transform(label)
        return image, label


ds = CustomImageDataset(
    annotations, "data",
    transform=ToTensor(),
    target_transform=Lambda(lambda y: torch.zeros(5, dtype=torch.float).scatter_(0, torch.tensor(y), value=1)),
)
print(len(ds))
img, label = ds[3]
print(img.shape, img.dtype, f"{img.sum().item():.4f}")
print(label)

plain = CustomImageDataset(annotations, "data", transform=ToTensor())
for i in range(3):
    sample_idx = torch.randint(len(plain), size=(1,)).item()
    img, label = plain[sample_idx]
    print(sample_idx, labels_map[label], f"{img.mean().item():.4f}")

train_dataloader = DataLoader(ds, batch_size=4, shuffle=True)
for train_features, train_labels in train_dataloader:
    print(f"Feature batch shape: {train_features.size()}")
    print(f"Labels batch shape: {train_labels.size()}")
    img = train_features[0].squeeze().to(device)
    label = train_labels[0]
    print(f"Label: {label.argmax().item()} {img.sum().item():.4f}")
print(len(train_dataloader))
