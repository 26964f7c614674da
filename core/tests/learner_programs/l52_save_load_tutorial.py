# "Save and Load the Model": state_dict round trips through io.BytesIO, weights_only loading,
# saving the whole module object, and eval() before inference.
import io
import torch
from torch import nn

device = "cpu"
torch.manual_seed(6)


class NeuralNetwork(nn.Module):
    def __init__(self):
        super().__init__()
        self.flatten = nn.Flatten()
        self.stack = nn.Sequential(nn.Linear(9, 6), nn.ReLU(), nn.Dropout(0.5), nn.Linear(6, 2))

    def forward(self, x):
        return self.stack(self.flatten(x))


model = NeuralNetwork().to(device)
x = torch.randn(4, 3, 3).to(device)
model.eval()
ref = model(x)
print(ref)

buf = io.BytesIO()
torch.save(model.state_dict(), buf)
print(buf.tell() > 0)
buf.seek(0)

model2 = NeuralNetwork().to(device)
print(torch.allclose(model2(x), ref))
state = torch.load(buf, weights_only=True)
print(list(state.keys()))
print(model2.load_state_dict(state))
model2.eval()
print(torch.equal(model2(x), ref))
model2.train()
torch.manual_seed(0)
a = model2(x)
torch.manual_seed(0)
b = model2(x)
print(torch.equal(a, b), torch.equal(a, ref))

buf = io.BytesIO()
torch.save(model, buf)
buf.seek(0)
model3 = torch.load(buf, weights_only=False)
print(type(model3).__name__, model3.training)
model3.eval()
print(torch.equal(model3(x), ref))
print(model3)

buf = io.BytesIO()
torch.save({"w": model.stack[0].weight.detach(), "step": 7, "names": ["a", "b"]}, buf)
buf.seek(0)
obj = torch.load(buf)
print(obj["step"], obj["names"], obj["w"].shape, obj["w"].requires_grad)
