# "Writing Custom Datasets, DataLoaders and Transforms" with synthetic data: a landmarks dataset
# returning dict samples, callable transform classes (Rescale, RandomCrop, ToTensor) and a
# Compose, torch.is_tensor(idx) handling, DataLoader batching of dicts, and a custom sampler.
import torch
from torch.utils.data import Dataset, DataLoader, Sampler
import torch.nn.functional as F

device = "cpu"
torch.manual_seed(0)


class FaceLandmarksDataset(Dataset):
    """Face Landmarks dataset."""

    def __init__(self, n, transform=None):
        g = torch.Generator().manual_seed(7)
        self.images = [torch.rand(3, 10 + 2 * (i % 3), 12, generator=g) for i in range(n)]
        self.landmarks = [torch.rand(4, 2, generator=g) * 10 for _ in range(n)]
        self.names = ["img_%02d.jpg" % i for i in range(n)]
        self.transform = transform

    def __len__(self):
        return len(self.images)

    def __getitem__(self, idx):
        if torch.is_tensor(idx):
            idx = idx.tolist()
        sample = {'image': self.images[idx], 'landmarks': self.landmarks[idx], 'name': self.names[idx]}
        if self.transform:
            sample = self.transform(sample)
        return sample


face_dataset = FaceLandmarksDataset(6)
for i in range(len(face_dataset)):
    sample = face_dataset[i]
    print(i, sample['image'].shape, sample['landmarks'].shape, sample['name'])
    if i == 3:
        break
print(face_dataset[torch.tensor(2)]['name'])


class Rescale(object):
    def __init__(self, output_size):
        assert isinstance(output_size, (int, tuple))
        self.output_size = output_size

    def __call__(self, sample):
        image, landmarks = sample['image'], sample['landmarks']
        h, w = image.shape[1:]
        if isinstance(self.output_size, int):
            if h > w:
                new_h, new_w = self.output_size * h / w, self.output_size
            else:
                new_h, new_w = self.output_size, self.output_size * w / h
        else:
            new_h, new_w = self.output_size
        new_h, new_w = int(new_h), int(new_w)
        img = F.interpolate(image.unsqueeze(0), size=(new_h, new_w), mode="bilinear",
                            align_corners=False).squeeze(0)
        landmarks = landmarks * torch.tensor([new_w / w, new_h / h])
        return {'image': img, 'landmarks': landmarks, 'name': sample['name']}


class RandomCrop(object):
    def __init__(self, output_size):
        assert isinstance(output_size, (int, tuple))
        if isinstance(output_size, int):
            self.output_size = (output_size, output_size)
        else:
            assert len(output_size) == 2
            self.output_size = output_size

    def __call__(self, sample):
        image, landmarks = sample['image'], sample['landmarks']
        h, w = image.shape[1:]
        new_h, new_w = self.output_size
        top = int(torch.randint(0, h - new_h + 1, ()))
        left = int(torch.randint(0, w - new_w + 1, ()))
        image = image[:, top: top + new_h, left: left + new_w]
        landmarks = landmarks - torch.tensor([left, top])
        return {'image': image, 'landmarks': landmarks, 'name': sample['name']}


class ToTensor(object):
    def __call__(self, sample):
        image, landmarks = sample['image'], sample['landmarks']
        return {'image': image.float().contiguous(), 'landmarks': landmarks.float(), 'name': sample['name']}


class Compose:
    def __init__(self, transforms):
        self.transforms = transforms

    def __call__(self, x):
        for t in self.transforms:
            x = t(x)
        return x

    def __repr__(self):
        return self.__class__.__name__ + "(" + ", ".join(type(t).__name__ for t in self.transforms) + ")"


scale = Rescale(16)
crop = RandomCrop(8)
composed = Compose([Rescale(16), RandomCrop(14)])
print(composed)
sample = face_dataset[1]
for tsfrm in [scale, crop, composed]:
    transformed_sample = tsfrm(sample)
    print(type(tsfrm).__name__, transformed_sample['image'].shape,
          transformed_sample['landmarks'][0].round(decimals=3))

transformed_dataset = FaceLandmarksDataset(6, transform=Compose([Rescale(14), RandomCrop(12), ToTensor()]))
for i in range(len(transformed_dataset)):
    sample = transformed_dataset[i]
    print(i, sample['image'].size(), sample['landmarks'].size())
    if i == 2:
        break


class EveryOther(Sampler):
    def __init__(self, data_source, start=0):
        self.n = len(data_source)
        self.start = start

    def __iter__(self):
        return iter(range(self.start, self.n, 2))

    def __len__(self):
        return (self.n - self.start + 1) // 2


dataloader = DataLoader(transformed_dataset, batch_size=2, shuffle=True, num_workers=0)
for i_batch, sample_batched in enumerate(dataloader):
    print(i_batch, sample_batched['image'].size(), sample_batched['landmarks'].size(),
          sample_batched['name'])
dl = DataLoader(transformed_dataset, batch_size=2, sampler=EveryOther(transformed_dataset, 1))
print(len(dl), [b['name'] for b in dl])
print(round(next(iter(dl))['landmarks'].mean().item(), 4))
