"""Our rewrite of the PyTorch tutorial "Build the Neural Network" (Learn the Basics),
https://pytorch.org/tutorials/beginner/basics/buildmodel_tutorial.html

Same model, calls and prints in the same order. Changed: the tutorial picks its device with
`torch.accelerator` and prints it; here the device line below chooses (the test swaps it for
"tpu"), `torch.accelerator` confirms the accelerator's type, and the device is not printed (its
name differs between the CPU run and the TPU run). The layer walkthrough's tensors are made on
that device. Random inputs come from the seeded default generator so the output is reproducible.
"""
import torch
from torch import nn

# --- Where to train ------------------------------------------------------------------------------
device = "cpu"
if device != "cpu" and torch.accelerator.is_available():
    device = torch.accelerator.current_accelerator().type
torch.manual_seed(0)


# --- The model: a module whose layers are set up in __init__ and used in forward ----------------
class NeuralNetwork(nn.Module):
    def __init__(self):
        super().__init__()
        self.flatten = nn.Flatten()
        self.linear_relu_stack = nn.Sequential(
            nn.Linear(28 * 28, 512),
            nn.ReLU(),
            nn.Linear(512, 512),
            nn.ReLU(),
            nn.Linear(512, 10),
        )

    def forward(self, x):
        x = self.flatten(x)
        logits = self.linear_relu_stack(x)
        return logits


model = NeuralNetwork().to(device)
print(model)

# Calling the model runs forward (never call forward directly): ten raw scores per image, which
# Softmax turns into probabilities.
X = torch.rand(1, 28, 28, device=device)
logits = model(X)
pred_probab = nn.Softmax(dim=1)(logits)
y_pred = pred_probab.argmax(1)
print(f"Predicted class: {y_pred}")

# --- The layers one at a time, on a batch of three images ----------------------------------------
input_image = torch.rand(3, 28, 28, device=device)
print(input_image.size())

# nn.Flatten: each 28x28 image becomes one row of 784 values (the batch dimension stays).
flatten = nn.Flatten()
flat_image = flatten(input_image)
print(flat_image.size())

# nn.Linear: a learned affine map, 784 features in, 20 out.
layer1 = nn.Linear(in_features=28 * 28, out_features=20).to(device)
hidden1 = layer1(flat_image)
print(hidden1.size())

# nn.ReLU: the non-linearity between linear layers; negatives become zero.
print(f"Before ReLU: {hidden1}\n\n")
hidden1 = nn.ReLU()(hidden1)
print(f"After ReLU: {hidden1}")

# nn.Sequential: modules applied in the order given.
seq_modules = nn.Sequential(
    flatten,
    layer1,
    nn.ReLU(),
    nn.Linear(20, 10).to(device),
)
input_image = torch.rand(3, 28, 28, device=device)
logits = seq_modules(input_image)

# nn.Softmax: scores to probabilities along dim 1, each row summing to one.
softmax = nn.Softmax(dim=1)
pred_probab = softmax(logits)
print(pred_probab)

# --- The model's parameters: every weight and bias, by name --------------------------------------
print(f"Model structure: {model}\n\n")

for name, param in model.named_parameters():
    print(f"Layer: {name} | Size: {param.size()} | Values : {param[:2]} \n")
