# "Build the Neural Network": NeuralNetwork(nn.Module) with nn.Flatten and a linear_relu_stack,
# print(model), predicted probabilities via nn.Softmax, layer-by-layer walkthrough and the
# named_parameters printout with value slices.
import torch
from torch import nn

device = "cpu"
torch.manual_seed(0)


class NeuralNetwork(nn.Module):
    def __init__(self):
        super().__init__()
        self.flatten = nn.Flatten()
        self.linear_relu_stack = nn.Sequential(
            nn.Linear(6 * 6, 16),
            nn.ReLU(),
            nn.Linear(16, 16),
            nn.ReLU(),
            nn.Linear(16, 10),
        )

    def forward(self, x):
        x = self.flatten(x)
        logits = self.linear_relu_stack(x)
        return logits


model = NeuralNetwork().to(device)
print(model)

X = torch.rand(1, 6, 6, device=device)
logits = model(X)
pred_probab = nn.Softmax(dim=1)(logits)
y_pred = pred_probab.argmax(1)
print(f"Predicted class: {y_pred}")
print(logits.shape, round(pred_probab.sum().item(), 4))

input_image = torch.rand(3, 6, 6)
print(input_image.size())
flatten = nn.Flatten()
flat_image = flatten(input_image)
print(flat_image.size())
layer1 = nn.Linear(in_features=6 * 6, out_features=20)
hidden1 = layer1(flat_image)
print(hidden1.size())
print(f"Before ReLU: {hidden1[:, :5]}\n\n")
hidden1 = nn.ReLU()(hidden1)
print(f"After ReLU: {hidden1[:, :5]}")

seq_modules = nn.Sequential(flatten, layer1, nn.ReLU(), nn.Linear(20, 10))
input_image = torch.rand(3, 6, 6)
logits = seq_modules(input_image)
softmax = nn.Softmax(dim=1)
pred_probab = softmax(logits)
print(pred_probab.argmax(1), pred_probab.sum(1).round(decimals=4))
print(softmax, flatten, nn.Flatten(0, 1), nn.Unflatten(1, (2, 5)))
print(nn.Unflatten(1, (2, 5))(logits).shape)

print(f"Model structure: {model}\n\n")
for name, param in model.named_parameters():
    print(f"Layer: {name} | Size: {param.size()} | Values : {param[:2, :3] if param.dim() == 2 else param[:2]} \n")
print(sum(p.numel() for p in model.parameters()))
print([n for n, _ in model.named_children()], [n for n, _ in model.named_modules()])
print(model.linear_relu_stack[0], model.linear_relu_stack[-1].out_features, len(model.linear_relu_stack))
