# Saving a whole model object, as older tutorials do, under PyTorch's weights_only=True default:
# the refusal message, loading with weights_only=False, allowlisting the classes with the
# torch.serialization.safe_globals context manager and add_safe_globals, and the recommended
# state_dict route for comparison.
import io
import torch
import torch.nn as nn

device = "cpu"
torch.manual_seed(12)


class Classifier(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(4, 8), nn.ReLU())
        self.head = nn.Linear(8, 3)

    def forward(self, x):
        return self.head(self.body(x))


model = Classifier().to(device)
x = torch.randn(2, 4, device=device)
ref = model(x)
buf = io.BytesIO()
torch.save(model, buf)

buf.seek(0)
try:
    torch.load(buf)
except Exception as e:
    msg = str(e)
    print(type(e).__name__)
    print(msg.split("\n")[0].replace("\x1b[1m", "<b>").replace("\x1b[0m", "</b>"))
    print(msg.split("WeightsUnpickler error: ")[1].split(" was not")[0])

buf.seek(0)
loaded = torch.load(buf, weights_only=False)
print(type(loaded).__name__, torch.allclose(loaded(x), ref))
print(loaded)

buf.seek(0)
with torch.serialization.safe_globals([Classifier, nn.Sequential, nn.Linear, nn.ReLU]):
    allowed = torch.load(buf)
print("with safe_globals:", torch.equal(allowed.head.weight, model.head.weight))
print("allowlist emptied after the block:", Classifier not in torch.serialization.get_safe_globals())
buf.seek(0)
torch.serialization.add_safe_globals([Classifier, nn.Sequential])
try:
    torch.load(buf)
except Exception as e:
    print("still refused:", str(e).split("GLOBAL ")[1].split(" ")[0])
torch.serialization.clear_safe_globals()

sd_buf = io.BytesIO()
torch.save(model.state_dict(), sd_buf)
sd_buf.seek(0)
fresh = Classifier().to(device)
print(fresh.load_state_dict(torch.load(sd_buf)))
print("state_dict route:", torch.allclose(fresh(x), ref))
