# The transfer-learning tutorial's shape without torchvision: a "pretrained" backbone whose
# parameters are frozen (requires_grad = False), its classifier replaced by a new nn.Linear, an
# optimizer over the new head only, then fine-tuning everything with per-group learning rates;
# train_model() with phases, running loss/corrects, StepLR, and the best weights kept with
# copy.deepcopy(model.state_dict()) and restored with load_state_dict.
import copy

import torch
import torch.nn as nn
import torch.optim as optim
from torch.optim import lr_scheduler
from torch.utils.data import DataLoader, TensorDataset, random_split

device = "cpu"
torch.manual_seed(0)


class Backbone(nn.Module):
    def __init__(self, num_classes=10):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(inplace=True),
            nn.MaxPool2d(2),
            nn.Conv2d(8, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(inplace=True),
            nn.AdaptiveAvgPool2d((1, 1)),
        )
        self.fc = nn.Linear(16, num_classes)

    def forward(self, x):
        return self.fc(torch.flatten(self.features(x), 1))


# two classes of 3x8x8 "images": ants are redder, bees greener
n = 48
labels = torch.randint(0, 2, (n,))
images = 0.5 * torch.randn(n, 3, 8, 8)
images[:, 0] += labels.view(-1, 1, 1).float()
images[:, 1] += 1 - labels.view(-1, 1, 1).float()
full = TensorDataset(images, labels)
train_set, val_set = random_split(full, [32, 16], generator=torch.Generator().manual_seed(42))
dataloaders = {
    "train": DataLoader(train_set, batch_size=8, shuffle=True),
    "val": DataLoader(val_set, batch_size=8),
}
dataset_sizes = {"train": len(train_set), "val": len(val_set)}
class_names = ["ants", "bees"]
print(dataset_sizes)


def train_model(model, criterion, optimizer, scheduler, num_epochs=3):
    best_model_wts = copy.deepcopy(model.state_dict())
    best_acc = 0.0
    for epoch in range(num_epochs):
        for phase in ["train", "val"]:
            if phase == "train":
                model.train()
            else:
                model.eval()
            running_loss = 0.0
            running_corrects = 0
            for inputs, labels in dataloaders[phase]:
                inputs = inputs.to(device)
                labels = labels.to(device)
                optimizer.zero_grad()
                with torch.set_grad_enabled(phase == "train"):
                    outputs = model(inputs)
                    _, preds = torch.max(outputs, 1)
                    loss = criterion(outputs, labels)
                    if phase == "train":
                        loss.backward()
                        optimizer.step()
                running_loss += loss.item() * inputs.size(0)
                running_corrects += torch.sum(preds == labels.data)
            if phase == "train":
                scheduler.step()
            epoch_loss = running_loss / dataset_sizes[phase]
            epoch_acc = running_corrects.double() / dataset_sizes[phase]
            print(f"Epoch {epoch} {phase} Loss: {epoch_loss:.4f} Acc: {epoch_acc:.4f}")
            if phase == "val" and epoch_acc > best_acc:
                best_acc = epoch_acc
                best_model_wts = copy.deepcopy(model.state_dict())
    print(f"Best val Acc: {best_acc:4f}")
    model.load_state_dict(best_model_wts)
    return model


# "pretrained" on another task
model_conv = Backbone(num_classes=10).to(device)
for param in model_conv.parameters():
    param.requires_grad = False
num_ftrs = model_conv.fc.in_features
model_conv.fc = nn.Linear(num_ftrs, len(class_names))
model_conv = model_conv.to(device)
print(model_conv.fc, [n for n, p in model_conv.named_parameters() if p.requires_grad])
frozen = model_conv.features[0].weight.clone()
criterion = nn.CrossEntropyLoss()
optimizer_conv = optim.SGD(model_conv.fc.parameters(), lr=0.05, momentum=0.9)
exp_lr_scheduler = lr_scheduler.StepLR(optimizer_conv, step_size=2, gamma=0.1)
model_conv = train_model(model_conv, criterion, optimizer_conv, exp_lr_scheduler, num_epochs=3)
print(torch.equal(frozen, model_conv.features[0].weight), model_conv.features[0].weight.grad)

# fine-tune everything: smaller rate for the backbone
for param in model_conv.parameters():
    param.requires_grad = True
optimizer_ft = optim.SGD(
    [
        {"params": model_conv.features.parameters(), "lr": 0.005},
        {"params": model_conv.fc.parameters()},
    ],
    lr=0.05,
    momentum=0.9,
)
exp_lr_scheduler = lr_scheduler.StepLR(optimizer_ft, step_size=1, gamma=0.5)
model_ft = train_model(model_conv, criterion, optimizer_ft, exp_lr_scheduler, num_epochs=2)
print([g["lr"] for g in optimizer_ft.param_groups])
model_ft.eval()
with torch.no_grad():
    inputs, labels = next(iter(dataloaders["val"]))
    outputs = model_ft(inputs.to(device))
    _, preds = torch.max(outputs, 1)
    print([class_names[p] for p in preds.tolist()], labels.tolist())
