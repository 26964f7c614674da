# Built-in modules called with one argument too many or too few, or an unknown keyword: PyTorch's
# TypeError from Python's own check of `forward`, never a silently ignored argument.
import torch
import torch.nn as nn

device = "cpu"
x = torch.ones(2, 3, device=device)
calls = [
    ("Linear(x, x)", lambda: nn.Linear(3, 4).to(device)(x, x)),
    ("ReLU(x, 1)", lambda: nn.ReLU()(x, 1)),
    ("Sequential(x, x)", lambda: nn.Sequential(nn.Linear(3, 1)).to(device)(x, x)),
    ("MSELoss(x, x, x)", lambda: nn.MSELoss()(x, x, x)),
    ("Dropout(x, x)", lambda: nn.Dropout()(x, x)),
    ("LSTM(x, None, 3)", lambda: nn.LSTM(3, 2).to(device)(x.view(2, 1, 3), None, 3)),
    ("GRU(x, None, 3)", lambda: nn.GRU(3, 2).to(device)(x.view(2, 1, 3), None, 3)),
    ("Embedding(ids, 0)", lambda: nn.Embedding(3, 2).to(device)(torch.tensor([1], device=device), 0)),
    ("Softmax(x, 1)", lambda: nn.Softmax(dim=1)(x, 1)),
    ("LayerNorm(x, x)", lambda: nn.LayerNorm(3).to(device)(x, x)),
    ("Flatten(x, 1)", lambda: nn.Flatten()(x, 1)),
    ("Linear(input=x)", lambda: nn.Linear(3, 4).to(device)(input=x)),
    ("Linear(inp=x)", lambda: nn.Linear(3, 4).to(device)(inp=x)),
    ("Linear()", lambda: nn.Linear(3, 4).to(device)()),
    ("MSELoss(x)", lambda: nn.MSELoss()(x)),
    ("CrossEntropyLoss()", lambda: nn.CrossEntropyLoss()()),
    ("Identity(x, x)", lambda: nn.Identity()(x, x)),
    ("ReLU(x, inplace=True)", lambda: nn.ReLU()(x, inplace=True)),
    ("BCEWithLogitsLoss(x, target=x, weight=x)", lambda: nn.BCEWithLogitsLoss()(x, target=x, weight=x)),
    ("L1Loss(input=x, target=x)", lambda: nn.L1Loss()(input=x, target=x)),
]
for name, f in calls:
    try:
        r = f()
        print(name, "->", tuple(r.shape))
    except TypeError as e:
        print(name, "-> TypeError:", e)
