"""Save and Load the Model, rewritten for the playground.

Follows https://pytorch.org/tutorials/beginner/basics/saveloadrun_tutorial.html: saving a model's
learned parameters with torch.save(model.state_dict()), loading them into a fresh model with
load_state_dict(torch.load(..., weights_only=True)) and switching it to eval mode, then saving the
whole model object with torch.save(model) and loading it with torch.load(..., weights_only=False).

Changed: torchvision's pretrained vgg16 does not exist here, so the model is TinyVGG, a small
network of our own with VGG's layout (a features stack of Conv2d/ReLU/MaxPool2d, an adaptive
average pool, a classifier of Linear/ReLU/Dropout); "pretrained" weights come from
torch.manual_seed(0). Where a notebook would display the results of load_state_dict and eval(),
they are printed, and each reloaded model runs a seeded input to show it computes the saved model's logits.
"""
import torch
from torch import nn

device = "cpu"


class TinyVGG(nn.Module):
    """A scaled-down VGG: 3x16x16 images, 10 classes."""

    def __init__(self, num_classes=10):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 8, kernel_size=3, padding=1),
            nn.ReLU(inplace=True),
            nn.MaxPool2d(kernel_size=2, stride=2),
            nn.Conv2d(8, 16, kernel_size=3, padding=1),
            nn.ReLU(inplace=True),
            nn.MaxPool2d(kernel_size=2, stride=2),
        )
        self.avgpool = nn.AdaptiveAvgPool2d((2, 2))
        self.classifier = nn.Sequential(
            nn.Linear(16 * 2 * 2, 32),
            nn.ReLU(True),
            nn.Dropout(p=0.5),
            nn.Linear(32, num_classes),
        )

    def forward(self, x):
        x = self.features(x)
        x = self.avgpool(x)
        x = torch.flatten(x, 1)
        x = self.classifier(x)
        return x


torch.manual_seed(0)
x = torch.randn(2, 3, 16, 16, device=device)

# Saving and loading the weights: state_dict() maps each parameter's name to its tensor.
model = TinyVGG().to(device)
model.eval()
expected = model(x)
print(list(model.state_dict().keys()))
torch.save(model.state_dict(), "model_weights.pth")

# A new, untrained model of the same class takes the saved weights; eval() then switches dropout
# (and batch norm, where a model has it) to inference behaviour before the model is used.
model = TinyVGG().to(device)
print(model.load_state_dict(torch.load("model_weights.pth", weights_only=True)))
print(model.eval())
print(torch.equal(model(x), expected))

# Saving and loading the model with its class: torch.save pickles the whole module, and loading it
# needs weights_only=False (and the class definition in scope).
torch.save(model, "model.pth")
model = torch.load("model.pth", weights_only=False)
print(type(model).__name__, model.training)
print(torch.equal(model(x), expected))
