"""Our rewrite of the PyTorch tutorial "Datasets & DataLoaders" (Learn the Basics),
https://pytorch.org/tutorials/beginner/basics/data_tutorial.html

Same sections, classes and calls in the same order. Changed, because the playground has no
torchvision, pandas, matplotlib or files:
- `datasets.FashionMNIST` is a small Dataset class below that makes FashionMNIST-shaped data (28x28
  images of pixel values 0-255, labels 0-9) from a seeded torch.Generator, 100 training and 40
  test images; the pixels are int64, not torchvision's uint8 (the playground has no uint8 yet);
- torchvision's `ToTensor` and `Lambda` transforms are two small callables written here;
- the custom dataset's CSV file is a string read by a tiny `read_csv`, and its image folder is a
  dict of seeded images that `decode_image` looks paths up in;
- where the tutorial draws images with matplotlib, the program prints the title and the image's
  shape and mean.
The images live on `device` (the test runs the file on the TPU), so every item and batch is made
there.
"""
import os

import torch
from torch.utils.data import Dataset

device = "cpu"
torch.manual_seed(0)


# --- Stand-ins for torchvision -------------------------------------------------------------------
class ToTensor:
    """An HxW image of 0-255 pixels to a 1xHxW float tensor in [0, 1], as torchvision's."""

    def __call__(self, pic):
        return pic.unsqueeze(0).to(torch.float) / 255


class Lambda:
    """Applies a user function as a transform, as torchvision's Lambda."""

    def __init__(self, lambd):
        self.lambd = lambd

    def __call__(self, img):
        return self.lambd(img)


class FashionMNIST(Dataset):
    """FashionMNIST's shape and interface over seeded random images (nothing is downloaded)."""

    def __init__(self, root, train=True, download=False, transform=None, target_transform=None):
        n = 100 if train else 40
        g = torch.Generator().manual_seed(2024 if train else 2025)
        self.root = root
        self.data = torch.randint(0, 256, (n, 28, 28), generator=g).to(device)
        self.targets = torch.randint(0, 10, (n,), generator=g).tolist()
        self.transform = transform
        self.target_transform = target_transform

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        img, target = self.data[index], self.targets[index]
        if self.transform is not None:
            img = self.transform(img)
        if self.target_transform is not None:
            target = self.target_transform(target)
        return img, target


# --- Loading a dataset ---------------------------------------------------------------------------
training_data = FashionMNIST(root="data", train=True, download=True, transform=ToTensor())
test_data = FashionMNIST(root="data", train=False, download=True, transform=ToTensor())

# --- Indexing a dataset and looking at samples ---------------------------------------------------
labels_map = {
    0: "T-Shirt",
    1: "Trouser",
    2: "Pullover",
    3: "Dress",
    4: "Coat",
    5: "Sandal",
    6: "Shirt",
    7: "Sneaker",
    8: "Bag",
    9: "Ankle Boot",
}
cols, rows = 3, 3
for i in range(1, cols * rows + 1):
    sample_idx = torch.randint(len(training_data), size=(1,)).item()
    img, label = training_data[sample_idx]
    # The tutorial draws img.squeeze() in grayscale, in cell i of a 3x3 grid titled by the label.
    print(f"cell {i}: {labels_map[label]:<10} sample {sample_idx:>3}  "
          f"{tuple(img.squeeze().shape)} mean {img.mean().item():.4f}")

# --- A custom Dataset: __init__, __len__ and __getitem__ -----------------------------------------
# The tutorial's labels file: one "file name, label" line per image.
ANNOTATIONS = """tshirt1.jpg, 0
tshirt2.jpg, 0
trouser1.jpg, 1
dress1.jpg, 3
ankleboot999.jpg, 9"""

# The image folder: file path -> a 3-channel image of 0-255 pixels, as decode_image would read it.
_g = torch.Generator().manual_seed(7)
IMAGE_FILES = {
    os.path.join("images", line.split(",")[0]):
        torch.randint(0, 256, (3, 8, 8), generator=_g).to(device)
    for line in ANNOTATIONS.splitlines()
}


def read_csv(text):
    """The rows of a headerless two-column CSV text: [file name, int label] (pandas' role)."""
    return [[name.strip(), int(label)] for name, label in (r.split(",") for r in text.splitlines())]


def decode_image(path):
    """The image stored at `path` in the folder above (torchvision.io.decode_image's role)."""
    return IMAGE_FILES[path]


class CustomImageDataset(Dataset):
    def __init__(self, annotations_file, img_dir, transform=None, target_transform=None):
        self.img_labels = read_csv(annotations_file)
        self.img_dir = img_dir
        self.transform = transform
        self.target_transform = target_transform

    def __len__(self):
        return len(self.img_labels)

    def __getitem__(self, idx):
        img_path = os.path.join(self.img_dir, self.img_labels[idx][0])
        image = decode_image(img_path)
        label = self.img_labels[idx][1]
        if self.transform:
            image = self.transform(image)
        if self.target_transform:
            label = self.target_transform(label)
        return image, label


# A float image in [0, 1] and a one-hot label, the transforms the Transforms tutorial uses.
custom = CustomImageDataset(
    ANNOTATIONS,
    "images",
    transform=Lambda(lambda img: img.to(torch.float) / 255),
    target_transform=Lambda(
        lambda y: torch.zeros(10, dtype=torch.float, device=device).scatter_(
            0, torch.tensor(y, device=device), value=1
        )
    ),
)
print(len(custom))
image, label = custom[3]
print(image.shape, image.dtype, f"{image.mean().item():.4f}")
print(label)

# --- Preparing the data for training with DataLoaders --------------------------------------------
from torch.utils.data import DataLoader

train_dataloader = DataLoader(training_data, batch_size=64, shuffle=True)
test_dataloader = DataLoader(test_data, batch_size=64, shuffle=True)

# --- Iterating through the DataLoader ------------------------------------------------------------
train_features, train_labels = next(iter(train_dataloader))
print(f"Feature batch shape: {train_features.size()}")
print(f"Labels batch shape: {train_labels.size()}")
img = train_features[0].squeeze()
label = train_labels[0]
# The tutorial shows img with plt.imshow(img, cmap="gray").
print(f"image {tuple(img.shape)} mean {img.mean().item():.4f}")
print(f"Label: {label}")

# A whole pass: the last batch holds what is left, and shuffling draws a new order each pass.
for batch, (X, y) in enumerate(test_dataloader):
    print(batch, X.shape, y.tolist())
