# "Transfer Learning for Computer Vision" at toy size: a small "pretrained" backbone, replacing the
# final fc, fine-tuning everything vs. the fixed feature extractor (requires_grad = False), an
# lr_scheduler.StepLR, the train_model loop with phases and best-weights copy.deepcopy.
import copy
import torch
import torch.nn as nn
import torch.optim as optim
from torch.optim import lr_scheduler

device = "cpu"
torch.manual_seed(32)


class TinyResNet(nn.Module):
    def __init__(self, num_classes=10):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(8)
        self.relu = nn.ReLU(inplace=True)
        self.layer1 = nn.Sequential(nn.Conv2d(8, 8, 3, padding=1, bias=False), nn.BatchNorm2d(8), nn.ReLU())
        self.avgpool = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Linear(8, num_classes)

    def forward(self, x):
        x = self.relu(self.bn1(self.conv1(x)))
        x = self.layer1(x) + x
        x = torch.flatten(self.avgpool(x), 1)
        return self.fc(x)


class_names = ['ants', 'bees']
data = {}
for phase, n in (('train', 16), ('val', 8)):
    y = torch.arange(n) % 2
    x = torch.randn(n, 3, 6, 6) + y.view(-1, 1, 1, 1).float() * 0.8
    data[phase] = torch.utils.data.TensorDataset(x, y)
dataloaders = {x: torch.utils.data.DataLoader(data[x], batch_size=4, shuffle=True) for x in ['train', 'val']}
dataset_sizes = {x: len(data[x]) for x in ['train', 'val']}


def train_model(model, criterion, optimizer, scheduler, num_epochs=3):
    best_model_wts = copy.deepcopy(model.state_dict())
    best_acc = 0.0
    for epoch in range(num_epochs):
        print(f'Epoch {epoch}/{num_epochs - 1}')
        print('-' * 10)
        for phase in ['train', 'val']:
            if phase == 'train':
                model.train()
            else:
                model.eval()
            running_loss = 0.0
            running_corrects = 0
            for inputs, labels in dataloaders[phase]:
                inputs = inputs.to(device)
                labels = labels.to(device)
                optimizer.zero_grad()
                with torch.set_grad_enabled(phase == 'train'):
                    outputs = model(inputs)
                    _, preds = torch.max(outputs, 1)
                    loss = criterion(outputs, labels)
                    if phase == 'train':
                        loss.backward()
                        optimizer.step()
                running_loss += loss.item() * inputs.size(0)
                running_corrects += torch.sum(preds == labels.data)
            if phase == 'train':
                scheduler.step()
            epoch_loss = running_loss / dataset_sizes[phase]
            epoch_acc = running_corrects.double() / dataset_sizes[phase]
            print(f'{phase} Loss: {epoch_loss:.4f} Acc: {epoch_acc:.4f}')
            if phase == 'val' and epoch_acc > best_acc:
                best_acc = epoch_acc
                best_model_wts = copy.deepcopy(model.state_dict())
        print()
    print(f'Best val Acc: {best_acc:4f}')
    model.load_state_dict(best_model_wts)
    return model


pretrained = TinyResNet().to(device)
pretrained_state = copy.deepcopy(pretrained.state_dict())

model_ft = TinyResNet()
model_ft.load_state_dict(pretrained_state)
num_ftrs = model_ft.fc.in_features
model_ft.fc = nn.Linear(num_ftrs, 2)
model_ft = model_ft.to(device)
criterion = nn.CrossEntropyLoss()
optimizer_ft = optim.SGD(model_ft.parameters(), lr=0.01, momentum=0.9)
exp_lr_scheduler = lr_scheduler.StepLR(optimizer_ft, step_size=2, gamma=0.1)
model_ft = train_model(model_ft, criterion, optimizer_ft, exp_lr_scheduler, num_epochs=3)
print(optimizer_ft.param_groups[0]['lr'])

model_conv = TinyResNet()
model_conv.load_state_dict(pretrained_state)
for param in model_conv.parameters():
    param.requires_grad = False
model_conv.fc = nn.Linear(model_conv.fc.in_features, 2)
model_conv = model_conv.to(device)
print([n for n, p in model_conv.named_parameters() if p.requires_grad])
optimizer_conv = optim.SGD(model_conv.fc.parameters(), lr=0.01, momentum=0.9)
exp_lr_scheduler = lr_scheduler.StepLR(optimizer_conv, step_size=2, gamma=0.1)
conv_w = model_conv.conv1.weight.clone()
model_conv = train_model(model_conv, criterion, optimizer_conv, exp_lr_scheduler, num_epochs=2)
print(torch.equal(conv_w, model_conv.conv1.weight), model_conv.conv1.weight.grad is None)
print(torch.equal(model_conv.bn1.running_mean, pretrained.bn1.running_mean))
